import { readFileSync } from 'node:fs';
import { AuthError } from './errors.ts';

export const MAX_PASSWORD_LENGTH = 72;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

/**
 * True when the password is on the common-passwords list, also after lower-casing, dropping a
 * trailing run of digits and symbols (`Sunshine2024!`) and undoing look-alike substitutions
 * (`P@ssw0rd`). Stands in for GoTrue's "pwned" check without a network call.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/, '');
  const candidates = [lower, stem, lower.replace(/[@4310!$57]/g, (ch) => LEET[ch]!), stem.replace(/[@4310!$57]/g, (ch) => LEET[ch]!)];
  return candidates.some((candidate) => candidate.length >= 4 && list.has(candidate));
}

/**
 * GoTrue's password rules: at most 72 characters (400 `validation_failed`), and a weak password
 * (too short, or common) is 422 `weak_password` with `weak_password.reasons` (`length`, `pwned`).
 */
export function assertStrongPassword(password: string, minimumLength: number): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minimumLength} characters.`);
  }
  if (isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}
