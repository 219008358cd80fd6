/**
 * The rules of the short records marketers edit in the browser (/admin) as much as in git: the FAQs, the
 * open roles, the conferences and the team, each a JSON file in content/data/. The same schemas check the
 * files at build (`readDataFile`, `npm run content`) and give the editor its fields (lib/cms/fields.ts), so
 * the two cannot drift. `.meta()` carries what the editor shows: a label (`title`), a hint (`description`),
 * a multi-line box (`widget: 'text'`), a choice among another collection's entries (`widget: 'relation'`), `editor: 'hidden'` for a value the editor keeps but never offers, and
 * `editor: 'fixed'` for a list whose records the editor may change but not add or remove.
 */
import { z } from 'zod';
import { issueLines, text } from './content-rules';

const slug = () =>
  text()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. customer-success-manager')
    .meta({ title: 'Id', description: 'Lowercase words joined by hyphens; never change it once published.' });
const https = (example: string) => text().regex(/^https:\/\/\S+$/, `must be an https:// address, e.g. ${example}`);
const isoDate = (title: string) => z.iso.date('must be a date like 2025-05-14').meta({ title });
const lines = (title: string) => z.array(text().min(1, 'must not be empty')).min(1, 'needs at least one line').meta({ title });
const place = z.strictObject({
  city: text().min(1, 'is required').meta({ title: 'City' }),
  region: text()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. FL')
    .meta({ title: 'State' }),
  country: z.literal('US').meta({ title: 'Country', editor: 'hidden' }),
});

/** A file's list of records, ids unique; `fixed`: the editor may change records but not add or remove one. */
function records<Item extends z.ZodType>(item: Item, title: string, fixed = false) {
  return z
    .array(item)
    .min(1, 'needs at least one entry')
    .superRefine((list, context) => {
      const seen = new Set<unknown>();
      list.forEach((record, i) => {
        const id = (record as { id?: unknown }).id;
        if (id === undefined) return;
        if (seen.has(id)) context.addIssue({ code: 'custom', path: [i, 'id'], message: `"${String(id)}" is used twice` });
        seen.add(id);
      });
    })
    .meta({ title, ...(fixed ? { editor: 'fixed' } : {}) });
}

export const faq = z.strictObject({
  id: slug(),
  question: text().min(5, 'must be at least 5 characters').max(160, 'must be at most 160 characters').meta({ title: 'Question' }),
  answer: text().min(40, 'must be at least 40 characters').meta({
    title: 'Answer',
    description: 'Plain text, no markup: it also feeds the structured data search engines read.',
    widget: 'text',
  }),
});
export const faqsFile = z.strictObject({ faqs: records(faq, 'Questions') });
export type Faq = z.infer<typeof faq>;

export const careerRole = z.strictObject({
  id: slug(),
  title: text().min(5, 'must be at least 5 characters').max(80, 'must be at most 80 characters').meta({ title: 'Title' }),
  tag: text()
    .min(2, 'is required')
    .max(30, 'must be at most 30 characters')
    .meta({ title: 'Team', description: 'The short label on the card.' }),
  locationLabel: text()
    .min(2, 'is required')
    .meta({ title: 'Location, as shown', description: 'e.g. Fort Lauderdale, FL · hybrid or remote (U.S.)' }),
  location: place.meta({ title: 'Office' }),
  remote: z
    .strictObject({ applicantCountry: z.literal('US').meta({ title: 'Applicants live in', editor: 'hidden' }) })
    .nullable()
    .meta({ title: 'Remote', editor: 'hidden' }),
  employmentType: z
    .enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR'], { error: 'must be FULL_TIME, PART_TIME or CONTRACTOR' })
    .meta({ title: 'Employment' }),
  datePosted: isoDate('Date posted'),
  minYearsExperience: z
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(30, 'must be 30 or less')
    .meta({ title: 'Years of experience' }),
  summary: text().min(80, 'must be at least 80 characters').meta({ title: 'Summary', widget: 'text' }),
  responsibilities: lines('What you will do'),
  requirements: lines('What you bring'),
});
export const careersFile = z.strictObject({ roles: records(careerRole, 'Open roles') });
export type CareerRole = z.infer<typeof careerRole>;

export const conference = z.strictObject({
  post: slug().meta({
    title: 'Recap post',
    description: 'The post about the event; its first picture is the event’s picture.',
    widget: 'relation',
    collection: 'posts',
  }),
  title: text().min(5, 'must be at least 5 characters').max(80, 'must be at most 80 characters').meta({ title: 'Name' }),
  description: text()
    .min(50, 'must be at least 50 characters')
    .max(240, 'must be at most 240 characters')
    .meta({ title: 'Description', widget: 'text' }),
  location: place.meta({ title: 'Where' }),
  startDate: isoDate('First day'),
  endDate: isoDate('Last day'),
  website: https('https://www.theroofingexpo.com').meta({ title: 'Website' }),
  demos: text().min(2, 'is required').max(40, 'must be at most 40 characters').meta({ title: 'Live demos', description: 'e.g. All Day' }),
});
export const conferencesFile = z.strictObject({ conferences: records(conference, 'Conferences') });
export type ConferenceRecord = z.infer<typeof conference>;

const portrait = z.strictObject({
  src: text().regex(/^\/illustrations\/team\/[a-z0-9-]+\.(svg|png|webp|jpe?g)$/, 'must be a file in /illustrations/team/'),
  width: z.int().positive(),
  height: z.int().positive(),
  alt: text().min(1, 'describe what the image shows'),
});
const person = {
  id: slug().meta({ title: 'Id', editor: 'hidden' }),
  name: text().min(3, 'is required').max(60, 'must be at most 60 characters').meta({ title: 'Name' }),
  title: text().min(3, 'is required').max(80, 'must be at most 80 characters').meta({ title: 'Job title' }),
  image: portrait.meta({ title: 'Portrait', editor: 'hidden' }),
};
export const leader = z.strictObject({
  ...person,
  bio: text().min(80, 'must be at least 80 characters').max(400, 'must be at most 400 characters').meta({ title: 'Bio', widget: 'text' }),
  linkedin: text()
    .regex(/^https:\/\/www\.linkedin\.com\/in\/[A-Za-z0-9_-]+\/?$/, 'must be a LinkedIn profile address, https://www.linkedin.com/in/…')
    .meta({ title: 'LinkedIn profile' }),
});
export const technicalMember = z.strictObject({
  ...person,
  alignTop: z.boolean().meta({ title: 'Align the portrait to its top edge' }),
});
export const teamFile = z.strictObject({
  leaders: records(leader, 'Leadership'),
  technicalTeam: records(technicalMember, 'Technical team'),
});

/** The data files the site reads, by path: what `npm run content` checks and the editor offers. */
export const dataFiles = {
  'content/data/faqs.json': { schema: faqsFile, label: 'FAQs' },
  'content/data/careers.json': { schema: careersFile, label: 'Open roles' },
  'content/data/conferences.json': { schema: conferencesFile, label: 'Conferences' },
  'content/data/team.json': { schema: teamFile, label: 'Team' },
} as const;
export type DataFilePath = keyof typeof dataFiles;

/**
 * The records of a data file, checked by its schema; throws one line per problem, naming the file and the
 * field ("content/data/faqs.json: faqs[2].answer: must be at least 40 characters").
 */
export function readDataFile<Path extends DataFilePath>(path: Path, data: unknown): z.infer<(typeof dataFiles)[Path]['schema']> {
  const result = dataFiles[path].schema.safeParse(data);
  if (result.success) return result.data as z.infer<(typeof dataFiles)[Path]['schema']>;
  throw new Error(
    `Content check failed:\n${issueLines(result.error)
      .map((line) => `- ${path}: ${line}`)
      .join('\n')}`,
  );
}
