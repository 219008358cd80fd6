/**
 * The real estimates of `../shared/real-estimates/` (text runs as pdf.js reads them from real PDFs), read at test
 * time from `REAL_ESTIMATES_DIR` or the shared folder beside the repository (tests/shared-files.ts). They are never
 * copied into the repository.
 */
import type { PdfPage } from '@/lib/pdf/page';
import { pdfTextFiles, pdfTextPages, sharedFolder } from './shared-files';

export const realEstimatesFolder = sharedFolder('real-estimates', 'REAL_ESTIMATES_DIR');

/** The names of the folder's estimates (`*.pdf-text.json`). */
export const realEstimateFiles = () => pdfTextFiles(realEstimatesFolder);

/** One estimate's pages, placed the way the PDF reader places what pdf.js gives it. */
export const realEstimatePages = (name: string): PdfPage[] => pdfTextPages(realEstimatesFolder, name);
