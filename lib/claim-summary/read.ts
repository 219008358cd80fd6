/**
 * Reading the visitor's files for the builder, with the readers the other tools use: a policy's PDF with
 * lib/policy (`readPolicy`), an estimate (PDF, export or workbook) with lib/estimate's readers, both from one
 * reading of the PDF's text (lib/pdf). Each file gives its record (what it was read as, what does not fit the
 * slot it was given to) and its proposals; the two estimates, once both are read, their comparison. Runs in the
 * builder's Web Worker and in jest.
 */
import { compareEstimates } from '@/lib/estimate/compare';
import { hasPdfSignature, MAX_FILE_BYTES } from '@/lib/estimate/input';
import { extractFromPages } from '@/lib/estimate/pdf';
import { isProblem, readEstimate } from '@/lib/estimate/readers';
import type { Extract, InputProblem } from '@/lib/estimate/types';
import { readPdfText, type PdfProgress } from '@/lib/pdf/document';
import type { PdfPage } from '@/lib/pdf/page';
import { readPolicy } from '@/lib/policy/read';
import type { DocumentKind } from '@/lib/policy/types';
import { headerFacts } from './header';
import { proposalsFromComparison, proposalsFromEstimate, proposalsFromPolicy, type ComparedSides } from './proposals';
import type { FileRecord, Proposal, Slot, SlotProblem } from './types';

export interface SlotReading {
  readonly record: FileRecord;
  readonly proposals: readonly Proposal[];
  /** An estimate's lines, kept for the comparison once the other estimate is read. */
  readonly extract: Extract | null;
}

/** What a policy reader's kinds say a document is: a policy's part, or something else. */
const policyKinds = new Set<DocumentKind>(['policy-form', 'endorsement', 'declarations', 'policy-with-declarations']);

/** A policy's pages: its proposals, or that it is not a policy (an estimate, a quote) and what it is. */
export function readPolicyPages(name: string, pages: readonly PdfPage[], bytes = 0): SlotReading {
  const reading = readPolicy([{ name, pages }]);
  const read = reading.documents[0]?.kind ?? 'unknown';
  // What the policy reader cannot place may be an estimate its signs do not show (a payment worksheet): the estimate reader says.
  const kind = read === 'unknown' && !isProblem(extractFromPages(pages)) ? 'estimate' : read;
  const problem: SlotProblem | null = policyKinds.has(kind) ? null : { kind: 'not-a-policy', found: kind };
  const proposals = problem ? [] : proposalsFromPolicy(reading, [{ file: name, facts: headerFacts(pages) }]);
  return { record: { slot: 'policy', name, bytes, kind, problem }, proposals, extract: null };
}

/**
 * An estimate's pages: its lines, header and total; a file with no line-item table that the policy reader takes
 * for a policy says so rather than the estimate reader's "no table".
 */
export function readEstimatePages(slot: 'carrier' | 'own', name: string, pages: readonly PdfPage[], bytes = 0): SlotReading {
  const extract = extractFromPages(pages);
  if (isProblem(extract)) {
    const kind = extract.kind === 'pdf-no-table' ? (readPolicy([{ name, pages }]).documents[0]?.kind ?? 'unknown') : null;
    const problem: SlotProblem = kind && policyKinds.has(kind) ? { kind: 'not-an-estimate', found: kind } : estimateProblem(extract);
    return { record: { slot, name, bytes, kind, problem }, proposals: [], extract: null };
  }
  const unpriced = extract.skipped.filter((row) => row.reason.kind === 'unpriced').length;
  return {
    record: { slot, name, bytes, kind: 'estimate', problem: null, lines: extract.lines.length + unpriced },
    proposals: proposalsFromEstimate(slot, name, headerFacts(pages), extract),
    extract,
  };
}

const estimateProblem = (problem: InputProblem): SlotProblem =>
  problem.kind === 'pdf-scanned' || problem.kind === 'pdf-locked' || problem.kind === 'unreadable'
    ? { kind: problem.kind }
    : { kind: 'estimate', problem };

const failed = (slot: Slot, name: string, bytes: number, problem: SlotProblem): SlotReading => ({
  record: { slot, name, bytes, kind: null, problem },
  proposals: [],
  extract: null,
});

/** A file given to a slot, read as that slot asks: the policy, the carrier's estimate or the visitor's. */
export async function readSlotFile(slot: Slot, name: string, bytes: Uint8Array, progress?: PdfProgress): Promise<SlotReading> {
  const size = bytes.length;
  if (slot === 'policy') {
    if (!hasPdfSignature(bytes)) return failed(slot, name, size, { kind: 'not-a-pdf' });
    const text = await readPdfText(bytes, progress);
    return text.ok ? readPolicyPages(name, text.pages, size) : failed(slot, name, size, { kind: text.problem });
  }
  if (size > MAX_FILE_BYTES) return failed(slot, name, size, { kind: 'estimate', problem: { kind: 'too-large', bytes: size } });
  if (hasPdfSignature(bytes)) {
    const text = await readPdfText(bytes, progress);
    return text.ok ? readEstimatePages(slot, name, text.pages, size) : failed(slot, name, size, { kind: text.problem });
  }
  const { extract } = await readEstimate(bytes, name);
  if (isProblem(extract)) return failed(slot, name, size, estimateProblem(extract));
  const unpriced = extract.skipped.filter((row) => row.reason.kind === 'unpriced').length;
  return {
    record: { slot, name, bytes: size, kind: 'estimate', problem: null, lines: extract.lines.length + unpriced },
    proposals: proposalsFromEstimate(slot, name, [], extract),
    extract,
  };
}

/** The two estimates compared (the carrier's as side A), as proposals: both totals and the difference by cause. */
export function compareSides(sides: ComparedSides): Proposal[] {
  const comparison = compareEstimates(
    { name: sides.carrier.file, extract: sides.carrier.extract },
    { name: sides.own.file, extract: sides.own.extract },
  );
  return comparison.problem === 'same-estimate' ? [] : proposalsFromComparison(comparison, sides);
}
