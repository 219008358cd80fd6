'use client';

import { ErrorScreen } from '@/components/islands/error-screen';
import { appError } from '@/content/site';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <title>{appError.heading}</title>
        <ErrorScreen error={error} reset={reset} copy={appError} />
      </body>
    </html>
  );
}
