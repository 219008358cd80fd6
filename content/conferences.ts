/**
 * The conferences of the blog page (spec §2, §3): description, location, dates, website and the live-demos
 * line. Each names the post that recaps it (content/posts/<post>.mdx), whose first image is its picture.
 * Facts (dates, places, websites) are for the owner to confirm.
 */
export interface ConferenceRecord {
  /** The slug of the post about the event. */
  readonly post: string;
  readonly title: string;
  readonly description: string;
  readonly location: { readonly city: string; readonly region: string; readonly country: 'US' };
  readonly startDate: string;
  readonly endDate: string;
  readonly website: `https://${string}`;
  /** The "Live demos" line of spec §2. */
  readonly demos: string;
}

export const conferenceRecords = [
  /** Conference records, in no particular order; `pastConferences` sorts them. */
  {
    post: 'claims-conference-2025',
    title: '2025 Claims Conference',
    description:
      'About 100 sessions on claims handling, coverage and litigation, bringing carriers, TPAs, independent adjusters and defense counsel together.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2025-03-26',
    endDate: '2025-03-28',
    website: 'https://www.theclm.org',
    demos: 'All Day',
  },
  {
    post: 'international-roofing-expo-2025',
    title: 'International Roofing Expo 2025',
    description:
      'The roofing trade’s big annual show: manufacturers, contractors and suppliers, with education sessions on estimating, insurance work and operations.',
    location: { city: 'Las Vegas', region: 'NV', country: 'US' },
    startDate: '2025-02-18',
    endDate: '2025-02-20',
    website: 'https://www.theroofingexpo.com',
    demos: 'All Day',
  },
  {
    post: 'src-summit-2025',
    title: 'SRC Summit 2025',
    description:
      'A summit for storm restoration contractors on growth, insurance claims and the tools that keep crews, offices and carriers in step.',
    location: { city: 'Dallas', region: 'TX', country: 'US' },
    startDate: '2025-06-10',
    endDate: '2025-06-12',
    website: 'https://www.srcsummit.com',
    demos: 'All Day',
  },
  {
    post: 'windstorm-2025',
    title: 'Windstorm 2025',
    description:
      'The Windstorm Insurance Network’s annual conference, where carrier, policyholder and legal professionals discuss property claims together.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2025-02-03',
    endDate: '2025-02-05',
    website: 'https://windnetwork.com',
    demos: 'All Day',
  },
  {
    post: 'roofcon-2024',
    title: 'RoofCon 2024',
    description:
      'A conference by and for roofing contractors, on sales, production and insurance restoration, with a lively exhibit floor.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2024-04-10',
    endDate: '2024-04-12',
    website: 'https://www.roofcon.com',
    demos: 'All Day',
  },
] as const satisfies readonly ConferenceRecord[];
