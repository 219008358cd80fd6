/**
 * The real policy documents of `../shared/real-policies/` (text runs as pdf.js reads them from real PDFs), read at
 * test time from `REAL_POLICIES_DIR` or the shared folder beside the repository (tests/shared-files.ts). They are
 * never copied into the repository.
 */
import type { PdfPage } from '@/lib/pdf/page';
import { pdfTextFiles, pdfTextPages, sharedFolder } from './shared-files';

export const realPoliciesFolder = sharedFolder('real-policies', 'REAL_POLICIES_DIR');

/** The names of the folder's documents (`*.pdf-text.json`). */
export const realPolicyFiles = () => pdfTextFiles(realPoliciesFolder);

/** One document's pages, placed the way the PDF reader places what pdf.js gives it. */
export const realPolicyPages = (name: string): PdfPage[] => pdfTextPages(realPoliciesFolder, name);
