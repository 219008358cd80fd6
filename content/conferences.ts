/**
 * The conferences of the blog page (spec §2, §3): description, location, dates, website and the live-demos
 * line, in content/data/conferences.json (editable at /admin; rules in lib/content-data.ts). Each names the
 * post that recaps it (content/posts/<post>.mdx), whose first image is its picture. Facts (dates, places,
 * websites) are for the owner to confirm.
 */
import { readDataFile, type ConferenceRecord } from '@/lib/content-data';
import data from './data/conferences.json';

export type { ConferenceRecord };

/** Conference records, in no particular order; `pastConferences` (content/blog.ts) sorts them. */
export const conferenceRecords: readonly ConferenceRecord[] = readDataFile('content/data/conferences.json', data).conferences;
