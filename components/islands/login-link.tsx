'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { loginUrl, sessionLoginState, type LoginUrlOptions } from '@/lib/login-url';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

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
  const [href, setHref] = useState(() => loginUrl({ authorizeUrl, clientId, redirectUri }));

  useEffect(() => {
    setHref(loginUrl({ authorizeUrl, clientId, redirectUri, state: sessionLoginState(sessionStore()) }));
  }, [authorizeUrl, clientId, redirectUri]);

  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
