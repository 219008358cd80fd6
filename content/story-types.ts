/**
 * Types of the product-story records: Home, Our Solution, the product pages and the audience pages.
 * Records name icons by key (drawn by components/ui/icon.tsx) and media by their entry in content/media.ts.
 */
import type { RoutePath } from './routes';
import type { CtaAction, ImageAsset, VideoAsset } from './types';

/** The icons content may name; components/ui/icon.tsx draws each of them. */
export const storyIcons = [
  'folder-plus',
  'upload',
  'chat',
  'sparkles',
  'layers',
  'search',
  'filter',
  'export',
  'code',
  'quote',
  'shield',
  'lock',
  'eye',
  'list-check',
  'table',
  'ruler',
  'copy',
  'alert',
  'compare',
  'dollar',
  'document',
  'book',
  'users',
  'clock',
  'tag',
  'scale',
  'chart',
] as const;
export type StoryIcon = (typeof storyIcons)[number];

/** A numbered step: Our Solution's claim flow and each product's How It Works. */
export interface StepCard {
  readonly icon: StoryIcon;
  readonly title: string;
  readonly text: string;
  readonly bullets?: readonly string[];
}

export interface Capability {
  readonly icon: StoryIcon;
  readonly title: string;
  readonly text: string;
}

/** A feature shown with its demo clip (title, description, the clip and its poster). */
export interface FeatureClip {
  readonly title: string;
  readonly text: string;
  readonly clip: VideoAsset;
}

/** The three roles every product page addresses (spec §1). */
export type Role = 'Insurance' | 'Public Adjusters' | 'Attorneys';

export interface RoleBenefits {
  readonly role: Role;
  readonly summary: string;
  readonly points: readonly string[];
}

/** A product's dashboard explanation: a mock screen with its parts explained, or the live sample dashboard. */
export type DashboardExplainer =
  | {
      readonly kind: 'screen';
      readonly title: string;
      readonly intro: string;
      readonly image: ImageAsset;
      readonly points: readonly { readonly title: string; readonly text: string }[];
    }
  | { readonly kind: 'sample-estimate' };

export type ProductPath =
  '/products/delta-mate' | '/products/chat-bot' | '/products/estimate-analyzer' | '/products/policy-analyzer' | '/products/claims-summary';

export interface ProductRecord {
  readonly path: ProductPath & RoutePath;
  /** The short line under the product name. */
  readonly tagline: string;
  /** Shown beside the tagline when the product is not available yet. */
  readonly status?: string;
  readonly screen: ImageAsset;
  /** The "what you see at a glance" caption of the screen. */
  readonly glance: string;
  readonly steps: readonly StepCard[];
  readonly demo: { readonly title: string; readonly intro: string; readonly clip: VideoAsset };
  readonly capabilities: readonly Capability[];
  readonly benefits: readonly [RoleBenefits, RoleBenefits, RoleBenefits];
  readonly dashboard?: DashboardExplainer;
  /** The product's free tool, offered after the demo: what it does and where it is. */
  readonly tool?: { readonly title: string; readonly text: string; readonly action: CtaAction };
  /** The calls to action, in order (spec §2). */
  readonly ctas: readonly CtaAction[];
  /** The closing band above the footer, with the calls to action and, optionally, another way forward. */
  readonly closing: { readonly title: string; readonly text: string; readonly alternative?: CtaAction };
}

export type AudiencePath = '/adjusters' | '/attorneys' | '/contractors' | '/insurers-tpa';

export interface AudienceRecord {
  readonly path: AudiencePath & RoutePath;
  /** Who the page speaks to, above the banner title. */
  readonly eyebrow: string;
  /** The first of the banner's two taglines; the second is the registry introduction. */
  readonly tagline: string;
  /** Feature 1: the two-estimate report; 2: policy analysis; 3: the chatbot or automatic classification. */
  readonly features: readonly [FeatureClip, FeatureClip, FeatureClip];
  readonly access: { readonly title: string; readonly text: string; readonly action: CtaAction };
  /** A pointer to how claim data is handled, for buyers who must answer for their vendors (insurers and TPAs). */
  readonly trust?: { readonly title: string; readonly text: string; readonly action: CtaAction };
  /** The bullet lists for insurance, adjusters and attorneys (the fourth audience page only). */
  readonly roles?: {
    readonly title: string;
    readonly intro: string;
    readonly lists: readonly { readonly title: string; readonly points: readonly string[] }[];
  };
}
