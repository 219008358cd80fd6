/**
 * The files a visitor gives the Policy Highlighter, before and after the reader sees them: the ones refused
 * unread (empty, too large, not a PDF), the ones pdf.js cannot read (locked, a scan), and the ones read that are
 * not a policy at all (an estimate, a quote or proposal, or nothing a policy prints). Each is a fact — a code, the
 * file's name and what it was seen to be — for the page to word.
 */
import type { DocumentReading, KindSign, PolicyReading } from './types';

/** Files above this size are refused before they are read: 20 MB each, as the estimate tools do. */
export const MAX_POLICY_FILE_BYTES = 20 * 1024 * 1024;

export type PolicyProblemKind =
  'empty' | 'too-large' | 'not-pdf' | 'pdf-locked' | 'pdf-scanned' | 'unreadable' | 'estimate' | 'quote' | 'not-policy';

export interface PolicyInputProblem {
  readonly name: string;
  readonly kind: PolicyProblemKind;
  /** The file's size, for `too-large`. */
  readonly bytes?: number;
  /** What a document that is not a policy was seen to print (`estimate-line-items`, `premium-offer`, …). */
  readonly signs?: readonly KindSign[];
}

/** Why a file is refused before it is read (its name and size are enough), or null. */
export function refusalBySize(name: string, bytes: number): PolicyInputProblem | null {
  if (bytes === 0) return { name, kind: 'empty' };
  if (bytes > MAX_POLICY_FILE_BYTES) return { name, kind: 'too-large', bytes };
  return null;
}

/** A PDF may carry a few bytes before its signature; pdf.js accepts it within the first kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (let i = head.indexOf(0x25); i >= 0 && i + 4 < head.length; i = head.indexOf(0x25, i + 1)) {
    if (head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return true;
  }
  return false;
}

/** The kinds of document that state nothing of a policy: the reader gives their kind and nothing else. */
const NOT_A_POLICY = new Set<DocumentReading['kind']>(['estimate', 'quote', 'unknown']);

export const isPolicyDocument = (document: DocumentReading) => !NOT_A_POLICY.has(document.kind);

/** The documents read that are not a policy, each with what it looks like. */
export function notPolicyProblems(reading: PolicyReading): PolicyInputProblem[] {
  return reading.documents
    .filter((document) => !isPolicyDocument(document))
    .map((document) => ({
      name: document.name,
      kind: document.kind === 'estimate' ? 'estimate' : document.kind === 'quote' ? 'quote' : 'not-policy',
      signs: document.signs,
    }));
}

/**
 * Names for the files of one reading, each different (the reader keys its items by document name): a second
 * "policy.pdf" becomes "policy (2).pdf".
 */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let count = 2; seen.has(candidate); count += 1) candidate = name.replace(/(\.[^.]*)?$/, (extension) => ` (${count})${extension}`);
    seen.add(candidate);
    return candidate;
  });
}

/** The sample policy of "Try the sample policy", served from the site itself (scripts/data/policy-corpus/sample.mjs writes it). */
export const SAMPLE_POLICY = { path: '/samples/sample-policy.pdf', name: 'sample-policy.pdf' } as const;
