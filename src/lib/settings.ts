import * as z from 'zod/mini';

/** Global settings kept in local storage (product spec, section 3). */
export const settingsSchema = z.object({
  preferences: z.object({
    /** Interface language; only English is written today. */
    language: z.literal('en'),
    /** IANA time zone used to group moods and journal entries by day. */
    timezone: z.string(),
    accessibility: z.object({
      reducedMotion: z.boolean(),
      highContrast: z.boolean(),
      fontSize: z.enum(['small', 'medium', 'large', 'x-large']),
    }),
  }),
  /**
   * Settings stored before Haven dropped the "Sound" switch (nothing in Haven plays a sound)
   * still hold `sound`; `z.object` strips it on read, so the next write leaves it out.
   */
  notifications: z.object({
    /** "Notices in Haven": when off, only errors and safety toasts show (src/stores/toast.ts). */
    enabled: z.boolean(),
    /** Email is opt-in. */
    email: z.boolean(),
  }),
  performance: z.object({
    enableMetrics: z.boolean(),
    debugMode: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const themeModes = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Theme choice kept in local storage; the system preference is read live, never stored. */
export const themeSchema = z.object({
  mode: z.enum(themeModes),
  variant: z.enum(['calm']),
});
export type ThemePreference = z.infer<typeof themeSchema>;

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
export function parseStored<T>(text: string | null | undefined, schema: z.ZodMiniType<T>, fallback: T, label: string): T {
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
