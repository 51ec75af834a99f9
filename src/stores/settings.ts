import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { storageKeys } from '@/config/haven';
import {
  defaultSettings,
  defaultTheme,
  nextThemeMode,
  parseStored,
  settingsSchema,
  themeSchema,
  type Settings,
  type ThemePreference,
} from '@/lib/settings';
import { applyPreferences } from '@/lib/apply-preferences';

function browserTimezone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'America/New_York';
  }
}

export const $settings = persistentAtom<Settings>(storageKeys.settings, defaultSettings(browserTimezone()), {
  encode: JSON.stringify,
  decode: (text) => parseStored(text, settingsSchema, defaultSettings(browserTimezone()), 'settings'),
});

export const $theme = persistentAtom<ThemePreference>(storageKeys.theme, defaultTheme, {
  encode: JSON.stringify,
  decode: (text) => parseStored(text, themeSchema, defaultTheme, 'theme preferences'),
});

export const $accessibility = computed($settings, (settings) => settings.preferences.accessibility);

export function cycleThemeMode() {
  const theme = $theme.get();
  $theme.set({ ...theme, mode: nextThemeMode(theme.mode) });
}

export function updateAccessibility(patch: Partial<Settings['preferences']['accessibility']>) {
  const settings = $settings.get();
  $settings.set({
    ...settings,
    preferences: { ...settings.preferences, accessibility: { ...settings.preferences.accessibility, ...patch } },
  });
}

export function updateSettings(patch: {
  notifications?: Partial<Settings['notifications']>;
  performance?: Partial<Settings['performance']>;
}) {
  const settings = $settings.get();
  $settings.set({
    ...settings,
    notifications: { ...settings.notifications, ...patch.notifications },
    performance: { ...settings.performance, ...patch.performance },
  });
}

/**
 * Keeps `<html>` in step with the stores and with the system's colour scheme, contrast and motion
 * settings, which can change while a page is open (the inline head script did the first paint).
 */
export function syncDocumentPreferences() {
  const apply = () => applyPreferences(document.documentElement, $theme.get().mode, $accessibility.get());
  const queries = ['(prefers-color-scheme: dark)', '(prefers-contrast: more)', '(prefers-reduced-motion: reduce)'].map((query) =>
    window.matchMedia(query),
  );
  for (const media of queries) media.addEventListener('change', apply);
  const stopTheme = $theme.listen(apply);
  const stopA11y = $accessibility.listen(apply);
  apply();
  return () => {
    for (const media of queries) media.removeEventListener('change', apply);
    stopTheme();
    stopA11y();
  };
}
