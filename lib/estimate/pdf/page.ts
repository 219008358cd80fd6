/** A PDF page as the estimate reader sees it: its size and its runs of text, placed in reading order. */

/** A run of text on a page: its left edge, its baseline measured from the top of the page, its width and size. */
export interface TextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
}

export interface PdfPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly items: readonly TextItem[];
}
