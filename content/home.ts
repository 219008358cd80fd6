/**
 * The home page (spec §2 Home). The headline and introduction are the registry's; the rest is here.
 */
import { clips } from './media';
import type { RoutePath } from './routes';
import type { CtaAction, ImageAsset } from './types';

export const homeHero = {
  announcement: { badge: 'New', text: 'Version 2.0 arrives in October 2025', href: '#release' },
  actions: [
    { kind: 'scheduler', label: 'Schedule a Demo' },
    { kind: 'link', label: 'Explore the suite', href: '/our-solution' },
  ],
  proof: ['Line-by-line estimate comparison', 'Policy answers with citations', 'Every claim kept apart'],
} as const satisfies {
  announcement: { badge: string; text: string; href: `#${string}` };
  actions: readonly CtaAction[];
  proof: readonly string[];
};

export const release = {
  id: 'release',
  eyebrow: 'Version 2.0 · October 2025',
  title: 'The second generation of the platform arrives in October',
  text: 'Version 2.0 puts the whole book of claims on one dashboard and brings the work that follows an answer into the platform itself.',
  highlights: [
    'A claims dashboard with open claims, disputes in review and weekly throughput',
    'A dedicated Uploads dashboard that shows each file’s processing status in real time',
    'Business analytics across your claims, and generated e-mails and letters',
    'A building-supplies API for current material prices',
  ],
  clip: clips.releaseV2,
} as const;

export const banner = {
  title: 'Settle on the facts, not on who had time to read the file.',
  text: 'Estimates, policies, photos and reports are read in minutes, and every answer points to the page it came from. Adjusters, attorneys and contractors argue from the same record.',
} as const;

export interface CarouselItem {
  readonly title: string;
  readonly subtitle: string;
  readonly href: RoutePath;
  readonly img: ImageAsset;
}

const illustration = (name: string): ImageAsset => ({
  src: `/media/illustrations/${name}.svg`,
  width: 96,
  height: 72,
  alt: '',
});

export const carousel = {
  eyebrow: 'The products',
  title: 'Three products, one claim file',
  intro: 'Each product reads a different part of the claim. Together they answer the questions a dispute turns on.',
  items: [
    {
      title: 'Delta Mate',
      subtitle: 'A centralized workspace for every document of every claim',
      href: '/products/delta-mate',
      img: illustration('delta-mate'),
    },
    {
      title: 'Estimate Analyzer',
      subtitle: 'Extract and validate every line item, then compare estimates',
      href: '/products/estimate-analyzer',
      img: illustration('estimate-analyzer'),
    },
    {
      title: 'Policy Analyzer',
      subtitle: 'Clause summaries with citations to the page and section',
      href: '/products/policy-analyzer',
      img: illustration('policy-analyzer'),
    },
  ],
  /** Labels of the carousel's own controls. */
  controls: { pause: 'Pause carousel', play: 'Play carousel', region: 'Products' },
  more: { label: 'See the whole suite', href: '/our-solution' },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly CarouselItem[];
  controls: { pause: string; play: string; region: string };
  more: { label: string; href: RoutePath };
};

export const audiencesTeaser = {
  eyebrow: 'Who it serves',
  title: 'Built for everyone at the table',
  items: [
    { href: '/adjusters', title: 'Adjusters', text: 'Independent and public adjusters who need every line and clause before the call.' },
    { href: '/attorneys', title: 'Attorneys', text: 'Firms that build claim disputes from the documents up.' },
    { href: '/contractors', title: 'Contractors', text: 'General contractors and restoration firms who write the estimates.' },
    { href: '/insurers-tpa', title: 'Insurers and TPAs', text: 'Carriers and administrators who review claims at scale.' },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  items: readonly { href: RoutePath; title: string; text: string }[];
};

export const homeClosing = {
  title: 'Bring us a claim you know well',
  text: 'We will run it through the platform with you, live, and show you what it finds.',
  actions: [
    { kind: 'scheduler', label: 'Schedule a Demo' },
    { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
  ],
} as const satisfies { title: string; text: string; actions: readonly CtaAction[] };
