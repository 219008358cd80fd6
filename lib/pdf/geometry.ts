/**
 * Where a reader's box (points from the top-left of the page as the text layer placed it, `runs.ts`) falls on the
 * page as pdf.js draws it, as fractions of the drawn page's width and height, so a highlight scales with the
 * picture at any size. The reader measured y as the viewport's height less the run's PDF y, so the PDF point is
 * recovered exactly and put through the viewport's own transform: a page with an offset crop box or a /Rotate
 * is highlighted where it is drawn.
 */

/** A page's viewport at scale 1 (points) and its transform from PDF user space, [a, b, c, d, e, f]. */
export interface PageGeometry {
  readonly width: number;
  readonly height: number;
  readonly transform: readonly number[];
}

export interface BoxLike {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The identity of an upright page of `width` × `height` whose crop box starts at the origin. */
export const uprightPage = (width: number, height: number): PageGeometry => ({ width, height, transform: [1, 0, 0, -1, 0, height] });

/** `box` as fractions (0–1) of the drawn page: left, top, width and height. */
export function boxOnPage(box: BoxLike, page: PageGeometry): { left: number; top: number; width: number; height: number } {
  const [a = 1, b = 0, c = 0, d = -1, e = 0, f = page.height] = page.transform;
  const toView = (x: number, y: number) => {
    const pdfY = page.height - y;
    return [a * x + c * pdfY + e, b * x + d * pdfY + f] as const;
  };
  const [ax, ay] = toView(box.x0, box.y0);
  const [bx, by] = toView(box.x1, box.y1);
  const left = Math.min(ax, bx);
  const top = Math.min(ay, by);
  return {
    left: left / page.width,
    top: top / page.height,
    width: Math.abs(bx - ax) / page.width,
    height: Math.abs(by - ay) / page.height,
  };
}
