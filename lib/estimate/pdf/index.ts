/** A PDF estimate: its text read with pdf.js, then its line-item tables read from the printed rows. */
import type { Progress } from '../table';
import type { Extract, InputProblem } from '../types';
import { readPdfText } from './document';
import { estimateFromPages } from './estimate';

export async function extractFromPdf(bytes: Uint8Array, progress?: Progress): Promise<Extract | InputProblem> {
  const text = await readPdfText(bytes, progress);
  if (!text.ok) return { kind: text.problem };
  return estimateFromPages(text.pages) ?? { kind: 'pdf-no-table' };
}
