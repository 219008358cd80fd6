/** A PDF estimate: its text read with pdf.js, then its line-item tables read from the printed rows. */
import { hasText, readPdfText } from '@/lib/pdf/document';
import type { PdfPage } from '@/lib/pdf/page';
import type { Progress } from '../table';
import type { Extract, InputProblem } from '../types';
import { estimateFromPages } from './estimate';

/** An estimate from pages of text: a scan (no text at all) and a file with no line-item table are told apart. */
export function extractFromPages(pages: readonly PdfPage[]): Extract | InputProblem {
  if (!hasText(pages)) return { kind: 'pdf-scanned' };
  return estimateFromPages(pages) ?? { kind: 'pdf-no-table' };
}

export async function extractFromPdf(bytes: Uint8Array, progress?: Progress): Promise<Extract | InputProblem> {
  const text = await readPdfText(bytes, progress && ((done) => progress('parse', done)));
  return text.ok ? extractFromPages(text.pages) : { kind: text.problem };
}
