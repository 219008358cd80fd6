/**
 * The web-vitals beacon (spec §7): one form-encoded report per metric, sent only when an analytics id is
 * configured, with `navigator.sendBeacon` and a `keepalive` POST when the beacon is unavailable or refused.
 */

/** The part of a Next.js web-vitals metric that is reported. */
export interface VitalsMetric {
  readonly name: string;
  readonly value: number;
}

export interface VitalsTarget {
  /** Config `analyticsId`; nothing is sent without it. */
  readonly analyticsId: string | null | undefined;
  /** Config `vitalsUrl`. */
  readonly url: string;
}

/** The browser APIs the reporter uses, passed in so tests can give a fake navigator. */
export interface VitalsEnv {
  readonly navigator: {
    readonly sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
    readonly connection?: { readonly effectiveType?: string };
  };
  readonly location: { readonly pathname: string; readonly href: string };
  readonly fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

/** The form fields of one report: id, page, href, event_name, value, speed. */
export function vitalsBody(metric: VitalsMetric, analyticsId: string, env: Pick<VitalsEnv, 'navigator' | 'location'>): URLSearchParams {
  return new URLSearchParams({
    id: analyticsId,
    page: env.location.pathname,
    href: env.location.href,
    event_name: metric.name,
    value: String(metric.value),
    speed: env.navigator.connection?.effectiveType ?? '',
  });
}

/** How a report left: by beacon, by the fallback POST, or not at all (no analytics id). */
export type VitalsDelivery = 'beacon' | 'fetch' | 'skipped';

export function sendVital(metric: VitalsMetric, target: VitalsTarget, env: VitalsEnv): VitalsDelivery {
  if (!target.analyticsId) return 'skipped';
  const body = vitalsBody(metric, target.analyticsId, env);
  // A URLSearchParams body goes out as application/x-www-form-urlencoded, a type a beacon may send
  // cross-origin without a preflight.
  if (env.navigator.sendBeacon?.(target.url, body)) return 'beacon';
  env.fetch(target.url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined); // A lost vitals report is not worth bothering the visitor or the console.
  return 'fetch';
}

/** The real browser, for the reporter island. */
export function browserVitalsEnv(): VitalsEnv {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string } };
  return {
    navigator: {
      sendBeacon: typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
      connection: nav.connection,
    },
    location: window.location,
    fetch: (url, init) => fetch(url, init),
  };
}
