import { render, screen, waitFor } from '@testing-library/react';
import { SiteAnalytics } from '@/components/islands/site-analytics';

const reporters: ((metric: { name: string; value: number }) => void)[] = [];

jest.mock('next/web-vitals', () => ({
  useReportWebVitals: (report: (metric: { name: string; value: number }) => void) => {
    reporters.push(report);
  },
}));

jest.mock('@vercel/analytics/next', () => ({
  Analytics: () => <span data-testid="vercel-analytics" />,
}));

beforeEach(() => {
  reporters.length = 0;
});

describe('SiteAnalytics', () => {
  it('loads the web-vitals reporter, which beacons each metric to the configured endpoint with the id', async () => {
    const sendBeacon = jest.fn<boolean, [string, (BodyInit | null)?]>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      render(<SiteAnalytics vercel={false} vitals={{ analyticsId: 'site-42', url: 'https://vitals.example.com/v1' }} />);
      await waitFor(() => expect(reporters.length).toBeGreaterThan(0));
      reporters.at(-1)!({ name: 'FCP', value: 812 });

      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [url, body] = sendBeacon.mock.calls[0]!;
      expect(url).toBe('https://vitals.example.com/v1');
      expect(Object.fromEntries(body as URLSearchParams)).toEqual({
        id: 'site-42',
        page: window.location.pathname,
        href: window.location.href,
        event_name: 'FCP',
        value: '812',
        speed: '',
      });
      expect(screen.queryByTestId('vercel-analytics')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('renders Vercel Analytics only when switched on, without the vitals reporter when no id is set', async () => {
    render(<SiteAnalytics vercel vitals={null} />);
    expect(await screen.findByTestId('vercel-analytics')).toBeInTheDocument();
    expect(reporters).toHaveLength(0);
  });
});
