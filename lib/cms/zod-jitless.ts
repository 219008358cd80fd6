/**
 * Imported first by the editor (lib/cms/editor.ts): zod compiles its checks with `new Function` when it may,
 * and probes for it on its first check. The editor's policy allows no evaluated script, so the probe would
 * only be refused, a policy violation on every load; the content modules check their data as they load.
 */
import { z } from 'zod';

z.config({ jitless: true });
