/**
 * Geometry for the small charts we render at build time as SVG: no chart library, no client code.
 */

export interface DonutSlice {
  /** Share of the whole, 0–1. */
  readonly share: number;
  /** SVG path data of the ring segment. */
  readonly path: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

function point(cx: number, cy: number, r: number, turn: number): string {
  // 0 turns is 12 o'clock; slices run clockwise.
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
}

/**
 * Ring segments for `values` (non-negative) around (cx, cy) between radii `inner` and `outer`, clockwise
 * from 12 o'clock. A value that is the whole ring is drawn as two half rings (an SVG arc cannot close itself).
 */
export function donutSlices(values: readonly number[], cx: number, cy: number, outer: number, inner: number): DonutSlice[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  let start = 0;
  return values.map((value) => {
    const share = total === 0 ? 0 : value / total;
    const end = start + share;
    const segment = (from: number, to: number) => {
      const large = to - from > 0.5 ? 1 : 0;
      return (
        `M${point(cx, cy, outer, from)}A${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, to)}` +
        `L${point(cx, cy, inner, to)}A${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, from)}Z`
      );
    };
    const path = share === 0 ? '' : share >= 1 ? segment(start, start + 0.5) + segment(start + 0.5, end) : segment(start, end);
    start = end;
    return { share, path };
  });
}
