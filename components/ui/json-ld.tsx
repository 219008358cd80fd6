import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/json-ld';

/**
 * A block of structured data: `<script type="application/ld+json">` with the JSON escaped by
 * `serializeJsonLd` (no `<` inside). A data block, not a script: the browser never runs it, so the
 * Content-Security-Policy needs no hash for it. Server-only.
 */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
