/**
 * Our own media: demo clips rendered from mock product screens by `scripts/media/render.mjs`, with their
 * poster frames and still screens. Every path here exists under `public/`; a unit test checks it.
 */
import previews from './media-previews.json';
import type { ImageAsset, VideoAsset } from './types';

/** Clip frames are 1280 × 720; posters and stills share that size. */
const W = 1280;
const H = 720;

/** A poster or still screen with its phone-sized copy (scripts/media/small-stills.mjs). */
const still = (src: string, alt: string): ImageAsset => ({
  src,
  srcSet: `${src.replace(/\.webp$/, '-800.webp')} 800w, ${src} ${W}w`,
  width: W,
  height: H,
  alt,
});

/**
 * A still that leads a page, with its preview (scripts/media/previews.mjs). Only these carry one: every record
 * an island receives travels in the page's data, and a preview is a few kilobytes.
 */
function leading(image: ImageAsset): ImageAsset {
  const preview = (previews as Record<string, string>)[image.src];
  if (!preview) throw new Error(`content/media.ts: ${image.src} has no preview; run node scripts/media/previews.mjs`);
  return { ...image, preview };
}

function clip(key: string, alt: string, description: string): VideoAsset {
  return {
    sources: [
      { src: `/media/clips/${key}.webm`, type: 'video/webm' },
      { src: `/media/clips/${key}.mp4`, type: 'video/mp4' },
    ],
    poster: still(`/media/posters/${key}.webp`, alt),
    description,
  };
}

export const clips = {
  releaseV2: clip(
    'release-v2',
    'The version 2.0 claim dashboard with totals, open disputes and recent activity',
    'A tour of version 2.0: the claim dashboard fills in with totals, open disputes and the latest activity across a claim.',
  ),
  workspace: clip(
    'workspace',
    'Delta Mate claim workspace with policy, estimate, photo and report files filtered by a search',
    'Delta Mate keeps every file of a claim together: a search for hail damage filters the workspace down to the estimates and photos that mention it.',
  ),
  autoClassification: clip(
    'auto-classification',
    'Uploaded claim files being sorted into estimates, photos, reports and policies',
    'Files dropped into a claim are uploaded and sorted automatically into estimates, photos, reports and policies.',
  ),
  policyAnalysis: clip(
    'policy-analysis',
    'Policy Analyzer listing limits, deductibles and exclusions beside the highlighted policy page',
    'Policy Analyzer reads the policy and lists its limits, deductibles, exclusions and endorsements, each with a citation to the page and clause.',
  ),
  estimateComparison: clip(
    'estimate-comparison',
    'Two estimates compared line by line with differences in RCV, depreciation and overhead and profit',
    'Two versions of an estimate are compared line by line; filters narrow the report to RCV, ACV, depreciation or overhead and profit differences.',
  ),
  eurekaChat: clip(
    'eureka-chat',
    'Eureka answering a coverage question with citations to the policy and the estimate',
    'A question about interior water damage gets an answer from Eureka grounded in the policy and the estimate, with citations and one-click follow-up tasks.',
  ),
  claimsSummary: clip(
    'claims-summary',
    'A claim summary for an attorney audience beside a timeline of claim events',
    'Claims Summary writes the whole claim up for the chosen reader and lays its events out on a timeline, ready to export.',
  ),
} as const satisfies Record<string, VideoAsset>;

export type ClipKey = keyof typeof clips;

/** Still mock screens for product heroes: the poster frame of each product's clip. */
export const screens = {
  deltaMate: leading(clips.workspace.poster),
  chatBot: leading(clips.eurekaChat.poster),
  estimateAnalyzer: leading(clips.estimateComparison.poster),
  policyAnalyzer: leading(clips.policyAnalysis.poster),
  claimsSummary: leading(clips.claimsSummary.poster),
  /** A still-only scene (no clip): the Policy Analyzer dashboard the product page explains. */
  policyDashboard: still(
    '/media/screens/policy-dashboard.webp',
    'The policy dashboard: limits and deductibles with citations, the changes between two policy years, redaction status and the access log',
  ),
} as const satisfies Record<string, ImageAsset>;
