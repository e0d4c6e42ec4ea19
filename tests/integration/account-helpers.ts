/** A JSON call against a test server; `ip` sets X-Forwarded-For (heard when TRUST_PROXY is set). */
type Json = Record<string, unknown>;

export async function call<T = Json>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: T; text: string }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body = {} as T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    // not JSON (an image, or nothing)
  }
  return { status: response.status, body, text };
}

export { outbox } from '../helpers/mail';

/** The first link to `path` in an email's text, as path + query. */
export function linkIn(email: string, path: string): URL {
  const match = new RegExp(`https?://[^\\s]+${path}\\?[^\\s]+`).exec(email);
  if (!match) throw new Error(`No ${path} link in:\n${email}`);
  return new URL(match[0]);
}

export interface Login {
  token: string;
  refreshToken: { id: string; token: string };
  user: Json;
}

export async function registerAndLogin(
  base: string,
  username: string,
  ip = '10.0.0.1',
): Promise<Login> {
  const registered = await call(base, 'POST', '/api/account/register', {
    body: { username, email: `${username}@example.com`, password: 'secret123' },
    ip,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const login = await call<Login>(base, 'POST', '/api/account/login', {
    body: { username, password: 'secret123' },
    ip,
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return login.body;
}
