/** @jest-environment node */
import { createLoginState, loginUrl, sessionLoginState, STATE_STORAGE_KEY } from '@/lib/login-url';

const options = {
  authorizeUrl: 'https://auth.example.com/oauth2/authorize',
  clientId: 'marketing-site',
  redirectUri: 'https://app.example.com/auth/callback',
};

describe('loginUrl', () => {
  it('asks the authorize endpoint for a code with the client id, the portal callback and the state', () => {
    const url = new URL(loginUrl({ ...options, state: '0123456789abcdef0123456789abcdef' }));
    expect(url.origin + url.pathname).toBe('https://auth.example.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'marketing-site',
      redirect_uri: 'https://app.example.com/auth/callback',
      state: '0123456789abcdef0123456789abcdef',
    });
  });

  it('percent-encodes every value', () => {
    const href = loginUrl({
      authorizeUrl: 'https://auth.example.com/authorize',
      clientId: 'site & co',
      redirectUri: 'https://app.example.com/cb?next=/claims&x=1#top',
      state: 'a b',
    });
    expect(href).toContain('client_id=site+%26+co');
    expect(href).toContain('redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Fnext%3D%2Fclaims%26x%3D1%23top');
    expect(href).toContain('state=a+b');
    expect(new URL(href).hash).toBe('');
    expect(new URL(href).searchParams.get('redirect_uri')).toBe('https://app.example.com/cb?next=/claims&x=1#top');
  });

  it('keeps a query the configured endpoint already has, and our parameters win over its own', () => {
    const url = new URL(loginUrl({ ...options, authorizeUrl: 'https://auth.example.com/authorize?tenant=acme&response_type=token' }));
    expect(url.searchParams.get('tenant')).toBe('acme');
    expect(url.searchParams.getAll('response_type')).toEqual(['code']);
  });

  it('leaves the state out when it is not known yet (the server-rendered link)', () => {
    const url = new URL(loginUrl(options));
    expect(url.searchParams.has('state')).toBe(false);
    expect(url.searchParams.get('response_type')).toBe('code');
  });
});

describe('createLoginState', () => {
  it('is 16 random bytes as 32 lowercase hex digits', () => {
    const state = createLoginState();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(createLoginState()).not.toBe(state);
  });

  it('writes each byte as two hex digits, leading zeros included', () => {
    const bytes = [0, 1, 15, 16, 127, 128, 254, 255, 9, 10, 11, 12, 13, 14, 170, 187];
    const state = createLoginState((array) => {
      array.set(bytes);
      return array;
    });
    expect(state).toBe('00010f107f80feff090a0b0c0d0eaabb');
  });

  it('draws the bytes from the Web Crypto API by default', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    try {
      createLoginState();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]?.[0]).toEqual(expect.any(Uint8Array));
      expect((spy.mock.calls[0]?.[0] as Uint8Array).length).toBe(16);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks for exactly 16 bytes', () => {
    const random = jest.fn(<T extends Uint8Array>(array: T) => array);
    createLoginState(random);
    expect(random.mock.calls[0]?.[0]).toHaveLength(16);
  });
});

describe('sessionLoginState', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      getItem: jest.fn((key: string) => data.get(key) ?? null),
      setItem: jest.fn((key: string, value: string) => void data.set(key, value)),
      data,
    };
  }

  it('creates a state on first use, keeps it, and returns the same one for the rest of the session', () => {
    const storage = memoryStorage();
    const first = sessionLoginState(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.data.get(STATE_STORAGE_KEY)).toBe(first);
    expect(sessionLoginState(storage)).toBe(first);
    expect(sessionLoginState(storage)).toBe(first);
  });

  it('replaces a kept value that is not a state', () => {
    const storage = memoryStorage({ [STATE_STORAGE_KEY]: 'not-hex' });
    const state = sessionLoginState(storage, () => 'f'.repeat(32));
    expect(state).toBe('f'.repeat(32));
    expect(storage.data.get(STATE_STORAGE_KEY)).toBe('f'.repeat(32));
  });

  it('still returns a fresh state when storage is missing or throws', () => {
    expect(sessionLoginState(undefined)).toMatch(/^[0-9a-f]{32}$/);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(sessionLoginState(broken, () => 'a'.repeat(32))).toBe('a'.repeat(32));
  });
});
