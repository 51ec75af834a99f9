import { resolveTheme, type Settings, type ThemeMode } from '@/lib/settings';

type Accessibility = Settings['preferences']['accessibility'];

/**
 * Writes the theme and accessibility preferences as data attributes on `<html>`;
 * the stylesheet keys off them. Reduced motion is also on when the system asks for it.
 */
export function applyPreferences(root: HTMLElement, mode: ThemeMode, accessibility: Accessibility) {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const systemContrast = window.matchMedia('(prefers-contrast: more)').matches;
  const systemMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const theme = resolveTheme(mode, prefersDark, accessibility.highContrast || systemContrast);
  root.dataset['theme'] = theme;
  root.dataset['themeMode'] = mode;
  root.dataset['motion'] = accessibility.reducedMotion || systemMotion ? 'reduce' : 'full';
  root.dataset['fontSize'] = accessibility.fontSize;
  root.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
}
