'use client';

import { ErrorScreen } from '@/components/islands/error-screen';
import { appError } from '@/content/site';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} copy={appError} />;
}
