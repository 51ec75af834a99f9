import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

/** The claims Haven's APIs read from a Supabase-style access token or API key. */
export interface Claims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
  aal?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

const encoder = new TextEncoder();

export async function signJwt(secret: string, claims: Claims, expiresInSeconds?: number) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (claims.iat === undefined) jwt.setIssuedAt();
  if (expiresInSeconds !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
  return jwt.sign(encoder.encode(secret));
}

/** Verifies an HS256 token signed with `secret`; a token without a `role` claim is invalid. */
export async function verifyJwt(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || payload.role === '') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
