'use client';

import { House, RefreshCw } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { chunkLoadFailure } from '@/lib/chunk-error';
import { fillTemplate } from '@/lib/template';

export interface ErrorCopy {
  readonly heading: string;
  readonly message: string;
  /** `{chunk}` is replaced by the chunk that failed to download. */
  readonly chunkMessage: string;
  readonly retry: string;
  readonly chunkHelp: string;
  readonly reload: string;
  readonly home: string;
}

/**
 * What the visitor sees when rendering fails: the router's "Unexpected Application Error!" with a retry,
 * or, when a script chunk could not be downloaded, which chunk failed and a full reload.
 */
export function ErrorScreen({ error, reset, copy }: { error: Error & { digest?: string }; reset: () => void; copy: ErrorCopy }) {
  const chunk = chunkLoadFailure(error);
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-5 py-24 outline-none sm:px-8">
      <div role="alert">
        <h1 className="text-h1 text-ink-950">{copy.heading}</h1>
        <p className="mt-5 text-lead text-ink-600">{chunk ? fillTemplate(copy.chunkMessage, { chunk: chunk.chunk }) : copy.message}</p>
        {chunk ? <p className="mt-3 text-ink-600">{copy.chunkHelp}</p> : null}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {chunk ? (
          <button type="button" className={buttonClasses('primary', 'lg')} onClick={() => window.location.reload()}>
            <Glyph icon={RefreshCw} />
            {copy.reload}
          </button>
        ) : (
          <button type="button" className={buttonClasses('primary', 'lg')} onClick={reset}>
            <Glyph icon={RefreshCw} />
            {copy.retry}
          </button>
        )}
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          <Glyph icon={House} />
          {copy.home}
        </a>
      </div>
    </main>
  );
}
