/** @jest-environment node */
import { sendVital, vitalsBody, type VitalsEnv } from '@/lib/vitals';

const target = { analyticsId: 'vitals-id-123', url: 'https://vitals.example.com/v1/vitals' };
const metric = { name: 'LCP', value: 1234.5 };
const location = { pathname: '/pricing', href: 'https://www.example.com/pricing?plan=pro' };

function fakeEnv(navigator: VitalsEnv['navigator']) {
  const fetch = jest.fn<Promise<Response>, [string, RequestInit]>(() => Promise.resolve(new Response(null, { status: 204 })));
  return { env: { navigator, location, fetch } satisfies VitalsEnv, fetch };
}

function fields(body: unknown) {
  expect(body).toBeInstanceOf(URLSearchParams);
  return Object.fromEntries(body as URLSearchParams);
}

describe('the web-vitals reporter', () => {
  it('sends the form-encoded report with navigator.sendBeacon when it accepts it', () => {
    const sendBeacon = jest.fn<boolean, [string, (BodyInit | null)?]>(() => true);
    const { env, fetch } = fakeEnv({ sendBeacon, connection: { effectiveType: '4g' } });

    expect(sendVital(metric, target, env)).toBe('beacon');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(target.url);
    expect(fields(sendBeacon.mock.calls[0]?.[1])).toEqual({
      id: 'vitals-id-123',
      page: '/pricing',
      href: 'https://www.example.com/pricing?plan=pro',
      event_name: 'LCP',
      value: '1234.5',
      speed: '4g',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST when the browser has no sendBeacon', () => {
    const { env, fetch } = fakeEnv({ connection: { effectiveType: '3g' } });

    expect(sendVital({ name: 'CLS', value: 0.02 }, target, env)).toBe('fetch');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(target.url);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(fields(init.body)).toMatchObject({ event_name: 'CLS', value: '0.02', speed: '3g' });
  });

  it('falls back to the POST when the beacon is refused (queue full)', () => {
    const sendBeacon = jest.fn(() => false);
    const { env, fetch } = fakeEnv({ sendBeacon });

    expect(sendVital(metric, target, env)).toBe('fetch');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends an empty speed when the browser does not report its connection', () => {
    expect(vitalsBody(metric, 'x', { navigator: {}, location }).get('speed')).toBe('');
  });

  it('sends nothing without an analytics id', () => {
    for (const analyticsId of [undefined, null, '']) {
      const sendBeacon = jest.fn(() => true);
      const { env, fetch } = fakeEnv({ sendBeacon });
      expect(sendVital(metric, { ...target, analyticsId }, env)).toBe('skipped');
      expect(sendBeacon).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
