import type { Context } from 'hono';
import type { AuthContext, AuthEmail } from './context.ts';

/** Where each kind of email link lands on the site when the client did not ask for a place. */
export const defaultRedirectPaths: Record<AuthEmail['type'], string> = {
  signup: '/',
  recovery: '/auth?mode=reset',
  email_change: '/',
  magiclink: '/',
  invite: '/',
  reauthentication: '/',
};

/** The site's origin: `HAVEN_SITE_URL`, or the origin the request came to. */
export function siteOrigin(ctx: AuthContext, c: Context): string {
  return ctx.siteUrl ?? new URL(c.req.url).origin;
}

/**
 * Where to send the browser after a link: the requested `redirect_to` when it is on the site's or
 * this server's origin (no open redirects), else the default page for the email type.
 */
export function safeRedirect(ctx: AuthContext, c: Context, requested: string | undefined, type: AuthEmail['type']): string {
  const site = siteOrigin(ctx, c);
  if (requested) {
    try {
      const url = new URL(requested, site);
      if (url.origin === new URL(site).origin || url.origin === new URL(c.req.url).origin) return url.href;
    } catch {
      // fall through to the default
    }
  }
  return `${site}${defaultRedirectPaths[type]}`;
}

/** Builds the email for a freshly issued token; the link goes through `GET /auth/v1/verify`. */
export function composeEmail(
  c: Context,
  type: AuthEmail['type'],
  to: string,
  token: { code: string; tokenHash: string },
  redirectTo: string,
): AuthEmail {
  if (type === 'reauthentication') return { type, to, link: '', tokenHash: token.tokenHash, code: token.code, redirectTo };
  const verify = new URL('/auth/v1/verify', new URL(c.req.url).origin);
  verify.searchParams.set('token', token.tokenHash);
  verify.searchParams.set('type', type);
  verify.searchParams.set('redirect_to', redirectTo);
  return { type, to, link: verify.href, tokenHash: token.tokenHash, code: token.code, redirectTo };
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * The embedded server sends no mail: it prints the link (and code) to the console, so a
 * developer can follow it. The address is masked; passwords are never part of an email.
 */
export function consoleMailer(write: (line: string) => void = (line) => console.info(line)) {
  return (email: AuthEmail) => {
    if (email.type === 'reauthentication') {
      write(`[auth] reauthentication code for ${maskEmail(email.to)}: ${email.code} (updateUser({ password, nonce }))`);
      return;
    }
    write(`[auth] ${email.type} email for ${maskEmail(email.to)}: ${email.link}`);
    write(`[auth]   or verifyOtp({ type: '${email.type}', token_hash: '${email.tokenHash}' }), code ${email.code}`);
  };
}
