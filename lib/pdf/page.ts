/** A PDF page as every reader of the site sees it (estimates, policies): its size and its runs of text, placed in reading order. */

/** A run of text on a page: its left edge, its baseline measured from the top of the page, its width and size. */
export interface TextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
  /** The font pdf.js names for the run (`g_d0_f3`): runs of one document in the same font share it, so bold terms stand out. */
  readonly font?: string;
}

export interface PdfPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly items: readonly TextItem[];
}
