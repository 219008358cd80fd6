/** Estimates printed to PDF: Xactimate's and Symbility's prints, carriers' payment worksheets, contractors' estimates. */
import { hasPdfSignature } from '../input';
import type { FileReader } from './types';

export const pdf: FileReader = {
  id: 'pdf',
  detect: hasPdfSignature,
  async read(bytes, _source, progress) {
    // pdf.js is megabytes: it loads only once a PDF is chosen.
    const { extractFromPdf } = await import('../pdf');
    const extract = await extractFromPdf(bytes, progress);
    return 'lines' in extract ? { extract } : extract;
  },
};
