/**
 * The messages between the Policy Highlighter's island and its Web Worker. The worker reads the files, keeps
 * their bytes, and draws a page when the page view asks for one; the island words the reading.
 */
import type { PageGeometry } from '@/lib/pdf/geometry';
import type { PolicyInputProblem } from '@/lib/policy/input';
import type { PolicyReading } from '@/lib/policy/types';

export type ReadPhase = 'open' | 'pages' | 'read';

export type WorkerRequest =
  /** The visitor is choosing files (the picker opened, files dragged over it): load pdf.js meanwhile. */
  | { readonly type: 'warm'; readonly id: number }
  | { readonly type: 'files'; readonly id: number; readonly files: readonly File[] }
  | { readonly type: 'sample'; readonly id: number }
  /** Draw `page` of `document` (of the reading `result`) `pixelWidth` pixels wide. */
  | {
      readonly type: 'draw';
      readonly id: number;
      readonly result: number;
      readonly document: string;
      readonly page: number;
      readonly pixelWidth: number;
    };

/** Each page's size in points (its viewport at scale 1), by document, for the page view's frame before it is drawn. */
export type PageSizes = Readonly<Record<string, readonly (readonly [number, number])[]>>;

export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly phase: ReadPhase; readonly done: number; readonly total: number }
  /**
   * `reading`: each part of the `PolicyReading` as JSON, which the page parses in a fraction of the time the
   * structured clone of its thousands of objects takes to arrive (a long package's reading is large), one part a
   * task so that no parse holds the page for long. `problems`: the files given that were not read, or read
   * and found not to be a policy.
   */
  | {
      readonly type: 'result';
      readonly id: number;
      readonly reading: ReadingParts;
      readonly problems: readonly PolicyInputProblem[];
      readonly sizes: PageSizes;
      readonly sample: boolean;
    }
  /** Nothing of a policy was read: the page keeps the last reading. */
  | { readonly type: 'problem'; readonly id: number; readonly problems: readonly PolicyInputProblem[] }
  | ({ readonly type: 'page'; readonly id: number; readonly bitmap: ImageBitmap } & PageGeometry)
  | { readonly type: 'page-failed'; readonly id: number };

/** A request before the island gives it its id. */
export type WorkerCommand = WorkerRequest extends infer Request ? (Request extends WorkerRequest ? Omit<Request, 'id'> : never) : never;

/** A `PolicyReading` sent part by part, each part as JSON. */
export type ReadingParts = { readonly [Part in keyof PolicyReading]: string };
