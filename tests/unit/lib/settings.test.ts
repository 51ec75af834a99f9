import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultSettings, defaultTheme, nextThemeMode, parseStored, resolveTheme, settingsSchema, themeSchema } from '@/lib/settings';

describe('parseStored', () => {
  afterEach(() => vi.restoreAllMocks());

  test('returns the stored settings when they are valid', () => {
    const stored = defaultSettings('America/Denver');
    stored.preferences.accessibility.fontSize = 'x-large';
    expect(parseStored(JSON.stringify(stored), settingsSchema, defaultSettings(), 'settings')).toEqual(stored);
  });

  test('falls back to the defaults with a warning when the text is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStored('{oops', settingsSchema, defaultSettings('UTC'), 'settings')).toEqual(defaultSettings('UTC'));
    expect(warn).toHaveBeenCalledWith('Stored settings could not be read; using the defaults.');
  });

  test('falls back when the JSON has the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStored(JSON.stringify({ mode: 'neon' }), themeSchema, defaultTheme, 'theme')).toEqual(defaultTheme);
  });

  test('falls back when a nested value has the wrong type or an unknown choice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = defaultSettings('UTC');
    const stored = defaultSettings('America/Denver');
    const broken = [
      { ...stored, preferences: { ...stored.preferences, accessibility: { ...stored.preferences.accessibility, fontSize: 'huge' } } },
      { ...stored, notifications: { enabled: 'yes', email: false } },
      { ...stored, performance: [] },
      { ...stored, preferences: { ...stored.preferences, timezone: 42 } },
      [stored],
    ];
    for (const value of broken) expect(parseStored(JSON.stringify(value), settingsSchema, fallback, 'settings')).toBe(fallback);
    expect(parseStored(JSON.stringify({ mode: 'dark', variant: 'calm', extra: 1 }), themeSchema, defaultTheme, 'theme')).toEqual({
      mode: 'dark',
      variant: 'calm',
    });
  });

  test('drops the retired "sound" switch from settings stored before it was removed', () => {
    const stored = { ...defaultSettings('UTC'), notifications: { enabled: false, sound: true, email: false } };
    expect(parseStored(JSON.stringify(stored), settingsSchema, defaultSettings(), 'settings').notifications).toEqual({
      enabled: false,
      email: false,
    });
  });

  test('uses the defaults silently when nothing is stored', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(parseStored(null, themeSchema, defaultTheme, 'theme')).toBe(defaultTheme);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('defaultSettings', () => {
  test('keeps email notifications off and uses medium text', () => {
    const settings = defaultSettings();
    expect(settings.notifications.email).toBe(false);
    expect(settings.preferences.accessibility).toEqual({ reducedMotion: false, highContrast: false, fontSize: 'medium' });
    expect(settings.preferences.language).toBe('en');
  });
});

describe('theme modes', () => {
  test('cycle light → dark → auto → light', () => {
    expect(nextThemeMode('light')).toBe('dark');
    expect(nextThemeMode('dark')).toBe('auto');
    expect(nextThemeMode('auto')).toBe('light');
  });

  test('auto follows the system and high contrast overrides everything', () => {
    expect(resolveTheme('auto', true, false)).toBe('dark');
    expect(resolveTheme('auto', false, false)).toBe('light');
    expect(resolveTheme('light', true, false)).toBe('light');
    expect(resolveTheme('dark', false, true)).toBe('high-contrast');
  });
});
