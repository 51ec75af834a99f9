import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'lenient' | 'strict';
  maxAffected?: number;
  /** The preferences that were understood, for the `Preference-Applied` header. */
  applied: string[];
}

const allowed: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['lenient', 'strict'],
};

/**
 * Parses `Prefer` headers. supabase-js appends its preferences, so they arrive comma-joined
 * (`count=exact, return=representation`). With `handling=strict`, unknown ones are a 400 PGRST122.
 */
export function parsePrefer(headers: Headers): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const tokens = (headers.get('prefer') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const record = prefs as unknown as Record<string, unknown>;
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=').map((part) => part.trim());
    if (name === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(token);
    } else if (allowed[name]?.includes(value)) {
      record[name] = value;
      prefs.applied.push(`${name}=${value}`);
    } else {
      invalid.push(token);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefs;
}
