/** What the sign-in page does on load because of its query parameters. */
export type LoginQueryAction =
  /** Sign in as the public user of a public customer. */
  | { kind: 'public'; publicId: string }
  /** Sign in with a token pair handed over by an OAuth2 redirect. */
  | { kind: 'tokens'; accessToken: string; refreshToken: string | null }
  /** Sign in with credentials given in the address. */
  | { kind: 'credentials'; username: string; password: string }
  /** Show an alert with the error an OAuth2 provider reported. */
  | { kind: 'error'; message: string }
  | { kind: 'none' };

/** Query parameters that carry secrets and leave the address bar as soon as the page reads them. */
export const SECRET_QUERY_PARAMS = ['accessToken', 'refreshToken', 'password'] as const;

/** Reads the sign-in page's query: publicId first, then accessToken (+ refreshToken), username with password, loginError. */
export function loginQueryAction(search: string | URLSearchParams): LoginQueryAction {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = (name: string) => query.get(name) || null;
  const publicId = value('publicId');
  if (publicId) return { kind: 'public', publicId };
  const accessToken = value('accessToken');
  if (accessToken) return { kind: 'tokens', accessToken, refreshToken: value('refreshToken') };
  const username = value('username');
  const password = value('password');
  if (username && password) return { kind: 'credentials', username, password };
  const message = value('loginError');
  if (message) return { kind: 'error', message };
  return { kind: 'none' };
}

/** The address without the parameters of {@link SECRET_QUERY_PARAMS}, or null when it has none of them. */
export function withoutSecrets(url: string): string | null {
  const parsed = new URL(url, 'http://local');
  const present = SECRET_QUERY_PARAMS.filter((name) => parsed.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) parsed.searchParams.delete(name);
  return parsed.pathname + parsed.search + parsed.hash;
}
