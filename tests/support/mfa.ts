import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app would show for `secret` at `timestamp` (ms; default now). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/**
 * Enrols a TOTP factor for the client's user and verifies it with a code, through supabase-js,
 * which raises the client's session to aal2 (what an admin needs for admin powers). Returns the
 * factor id and secret, for later codes.
 *
 * @example
 * const { secret } = await enrollTotp(admin.client);
 */
export async function enrollTotp(client: SupabaseClient, friendlyName?: string): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (enrolled.error) throw new Error(`MFA enrolment failed: ${enrolled.error.message}`);
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
  if (verified.error) throw new Error(`MFA verification failed: ${verified.error.message}`);
  return { factorId, secret: totp.secret };
}
