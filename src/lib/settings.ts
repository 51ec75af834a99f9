/**
 * A stored value's shape: `safeParse` returns the value with only the listed keys (unknown keys
 * are dropped, as zod's `object` does), or `success: false`. Written by hand rather than with
 * zod: these checks run on every page, and zod added about 6 KB to every page's first download.
 */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

type Read<T> = (value: unknown) => { ok: true; value: T } | { ok: false };
const valid = <T>(value: T) => ({ ok: true as const, value });
const invalid = { ok: false as const };

const boolean: Read<boolean> = (value) => (typeof value === 'boolean' ? valid(value) : invalid);
const string: Read<string> = (value) => (typeof value === 'string' ? valid(value) : invalid);
const oneOf =
  <const T extends readonly string[]>(values: T): Read<T[number]> =>
  (value) =>
    values.includes(value as string) ? valid(value as T[number]) : invalid;
const object =
  <T extends object>(fields: { [K in keyof T]: Read<T[K]> }): Read<T> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid;
    const data: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const read = fields[key]((value as Record<keyof T, unknown>)[key]);
      if (!read.ok) return invalid;
      data[key] = read.value;
    }
    return valid(data as T);
  };
const shape = <T>(read: Read<T>): StoredShape<T> => ({
  safeParse(value) {
    const result = read(value);
    return result.ok ? { success: true, data: result.value } : { success: false };
  },
});

/** Global settings kept in local storage (product spec, section 3). */
export interface Settings {
  preferences: {
    /** Interface language; only English is written today. */
    language: 'en';
    /** IANA time zone used to group moods and journal entries by day. */
    timezone: string;
    accessibility: { reducedMotion: boolean; highContrast: boolean; fontSize: 'small' | 'medium' | 'large' | 'x-large' };
  };
  notifications: {
    /** "Notices in Haven": when off, only errors and safety toasts show (src/stores/toast.ts). */
    enabled: boolean;
    /** Email is opt-in. */
    email: boolean;
  };
  performance: { enableMetrics: boolean; debugMode: boolean };
}

export const settingsSchema: StoredShape<Settings> = shape(
  object<Settings>({
    preferences: object<Settings['preferences']>({
      language: oneOf(['en']),
      timezone: string,
      accessibility: object<Settings['preferences']['accessibility']>({
        reducedMotion: boolean,
        highContrast: boolean,
        fontSize: oneOf(['small', 'medium', 'large', 'x-large']),
      }),
    }),
    // Settings stored before Haven dropped the "Sound" switch (nothing in Haven plays a sound)
    // still hold `sound`; it is dropped on read, so the next write leaves it out.
    notifications: object<Settings['notifications']>({ enabled: boolean, email: boolean }),
    performance: object<Settings['performance']>({ enableMetrics: boolean, debugMode: boolean }),
  }),
);

export const themeModes = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Theme choice kept in local storage; the system preference is read live, never stored. */
export interface ThemePreference {
  mode: ThemeMode;
  variant: 'calm';
}
export const themeSchema: StoredShape<ThemePreference> = shape(
  object<ThemePreference>({ mode: oneOf(themeModes), variant: oneOf(['calm']) }),
);

export function defaultSettings(timezone = 'America/New_York'): Settings {
  return {
    preferences: {
      language: 'en',
      timezone,
      accessibility: { reducedMotion: false, highContrast: false, fontSize: 'medium' },
    },
    notifications: { enabled: true, email: false },
    performance: { enableMetrics: false, debugMode: false },
  };
}

export const defaultTheme: ThemePreference = { mode: 'auto', variant: 'calm' };

/**
 * Reads a stored value, falling back to `fallback` with a warning when the text is
 * missing, not JSON, or not of the expected shape (spec section 5).
 */
export function parseStored<T>(text: string | null | undefined, schema: StoredShape<T>, fallback: T, label: string): T {
  if (text == null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: handled below like any other unreadable value.
  }
  console.warn(`Stored ${label} could not be read; using the defaults.`);
  return fallback;
}

/** light → dark → auto → light (spec section 4). */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return themeModes[(themeModes.indexOf(mode) + 1) % themeModes.length]!;
}

export type ResolvedTheme = 'light' | 'dark' | 'high-contrast';

/** High contrast overrides the mode; auto follows the system. */
export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean, highContrast: boolean): ResolvedTheme {
  if (highContrast) return 'high-contrast';
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
