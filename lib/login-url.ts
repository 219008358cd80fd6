/**
 * The hosted login link (spec §2 "Log in / Sign up", §7 "Hosted login"): an authorization-code request to
 * the login service, built with URLSearchParams, and the per-session `state` that travels with it.
 */

export interface LoginUrlOptions {
  /** The login service's authorize endpoint (config `loginAuthorizeUrl`). */
  readonly authorizeUrl: string;
  readonly clientId: string;
  /** The portal's callback (config `portalCallbackUrl`). */
  readonly redirectUri: string;
  /** The per-session identifier; omitted where it cannot be known yet (the server-rendered link). */
  readonly state?: string;
}

/**
 * The authorize URL for `options`: `response_type=code`, `client_id`, `redirect_uri` and, when given,
 * `state`, added to any query the configured endpoint already carries (ours win over theirs).
 */
export function loginUrl({ authorizeUrl, clientId, redirectUri, state }: LoginUrlOptions): string {
  const url = new URL(authorizeUrl);
  const params = new URLSearchParams(url.search);
  params.set('response_type', 'code');
  params.set('client_id', clientId);
  params.set('redirect_uri', redirectUri);
  if (state !== undefined) params.set('state', state);
  else params.delete('state');
  url.search = params.toString();
  return url.toString();
}

/** Bytes of randomness in a state value (spec §7: 16 random bytes). */
export const STATE_BYTES = 16;

/** A state value: 16 bytes from `random` (the Web Crypto API by default) as 32 lowercase hex digits. */
export function createLoginState(random: <T extends Uint8Array>(array: T) => T = (array) => crypto.getRandomValues(array)): string {
  const bytes = random(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the state is kept for the browser session. */
export const STATE_STORAGE_KEY = 'claimowl.login-state';

const STATE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The state of this browser session: the one kept in `storage` (session storage) or a new one, which is
 * then kept. When storage is unavailable (disabled, full, a privacy mode) the new value is still returned,
 * so the login works; it just lasts for the page rather than the session.
 */
export function sessionLoginState(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  create: () => string = createLoginState,
): string {
  try {
    const kept = storage?.getItem(STATE_STORAGE_KEY);
    if (kept && STATE_PATTERN.test(kept)) return kept;
  } catch {
    // Reading storage can throw when it is disabled; fall through to a fresh value.
  }
  const state = create();
  try {
    storage?.setItem(STATE_STORAGE_KEY, state);
  } catch {
    // Not kept: see above.
  }
  return state;
}
