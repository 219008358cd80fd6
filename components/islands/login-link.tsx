'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { loginUrl, sessionLoginState, type LoginUrlOptions } from '@/lib/login-url';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

let pageState: string | undefined;

/** This session's state, read (or created) once per page so every render agrees. */
function currentState(): string {
  pageState ??= sessionLoginState(sessionStore());
  return pageState;
}

const noSubscription = () => () => undefined;

/**
 * The Log In button: a plain link to the hosted login's authorize URL. The server renders it without a
 * `state` (a static page cannot hold one per visitor), so it works before and without JavaScript; once
 * hydrated it carries this browser session's state, created on first use and kept in session storage.
 */
export function LoginLink({
  authorizeUrl,
  clientId,
  redirectUri,
  className,
  children,
}: Omit<LoginUrlOptions, 'state'> & { className?: string; children: ReactNode }) {
  // No state on the server; the browser's own once hydrated.
  const state = useSyncExternalStore(noSubscription, currentState, () => undefined);
  const href = loginUrl({ authorizeUrl, clientId, redirectUri, state });
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
