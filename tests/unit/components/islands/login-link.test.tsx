import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LoginLink } from '@/components/islands/login-link';
import { STATE_STORAGE_KEY } from '@/lib/login-url';

const props = {
  authorizeUrl: 'https://auth.example.com/oauth2/authorize',
  clientId: 'marketing-site',
  redirectUri: 'https://app.example.com/auth/callback',
};

beforeEach(() => sessionStorage.clear());

describe('LoginLink', () => {
  it('is a real link to the authorize URL in the server HTML, before any script runs', () => {
    const html = renderToString(<LoginLink {...props}>Log In</LoginLink>);
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a')!;
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(props.authorizeUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('marketing-site');
    expect(url.searchParams.get('redirect_uri')).toBe(props.redirectUri);
    expect(url.searchParams.has('state')).toBe(false);
  });

  it('carries this session’s state once hydrated, the same one on every render of the session', async () => {
    const first = render(<LoginLink {...props}>Log In</LoginLink>);
    const link = screen.getByRole('link', { name: 'Log In' });
    await waitFor(() => expect(new URL(link.getAttribute('href')!).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/));
    const state = new URL(link.getAttribute('href')!).searchParams.get('state');
    expect(sessionStorage.getItem(STATE_STORAGE_KEY)).toBe(state);
    first.unmount();

    render(<LoginLink {...props}>Log In</LoginLink>);
    await waitFor(() =>
      expect(new URL(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')!).searchParams.get('state')).toBe(state),
    );
  });
});
