/**
 * The session cookie (decision 0011): `__Host-sid` in production (Secure, so the browser sends
 * it over HTTPS only and no subdomain can set it); `sid` otherwise, since the `__Host-` prefix
 * requires Secure and development runs on plain http. Always HttpOnly (page scripts never read
 * it), SameSite=Lax, Path=/.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export interface SessionCookie {
  readonly name: string;
  read(c: Context): string | undefined;
  write(c: Context, value: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
}

/** @param secure true in production (NODE_ENV=production) */
export function createSessionCookie(secure: boolean): SessionCookie {
  const name = secure ? '__Host-sid' : 'sid';
  const attributes = { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
  return {
    name,
    read: (c) => getCookie(c, name),
    write(c, value, maxAgeSeconds) {
      setCookie(c, name, value, { ...attributes, maxAge: maxAgeSeconds });
    },
    clear(c) {
      deleteCookie(c, name, attributes);
    },
  };
}
