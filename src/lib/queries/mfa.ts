import type { BackendClient } from '@/lib/supabase';

/**
 * The second factor (TOTP, supabase-js `auth.mfa`) an admin needs before the database grants
 * admin powers (`aal2`). Works the same against the embedded server and hosted Supabase.
 */

/** A factor waiting for its first code: what the authenticator app needs to add it. */
export interface NewFactor {
  factorId: string;
  /** An SVG data URI of the `otpauth://` link. */
  qrCode: string;
  /** The same key as text, for typing into the app. */
  secret: string;
}

/** The user's verified TOTP factor, or null when they have none yet. */
export async function verifiedTotpFactor(client: BackendClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0]?.id ?? null;
}

/**
 * Starts setting up an authenticator: unfinished earlier attempts are removed first (they were
 * never verified, so they protect nothing and would count against the limit of ten).
 */
export async function startTotpEnrolment(client: BackendClient): Promise<NewFactor> {
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all.filter((f) => f.status === 'unverified')) {
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw removed.error;
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a 6-digit code for the factor; on success the session is at aal2. */
export async function verifyTotp(client: BackendClient, factorId: string, code: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/**
 * The verified factor this session still has to be checked against: the account has one
 * (`nextLevel` aal2) but the session was opened with a password only (`currentLevel` aal1).
 * Null when there is nothing to ask.
 */
export async function pendingSecondFactor(client: BackendClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === 'aal2' || data.nextLevel !== 'aal2') return null;
  return verifiedTotpFactor(client);
}

/** Removes a factor (the server requires an aal2 session when the factor is verified). */
export async function removeTotp(client: BackendClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}
