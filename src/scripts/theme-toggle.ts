import type { ThemeMode } from '@/lib/settings';
import { $theme, cycleThemeMode, syncDocumentPreferences } from '@/stores/settings';

const labels: Record<ThemeMode, string> = { light: 'light', dark: 'dark', auto: 'automatic' };

/** Wires every theme toggle on the page: light → dark → auto, persisted locally. */
export function enhanceThemeToggle() {
  syncDocumentPreferences();
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const render = (mode: ThemeMode) => {
    for (const button of buttons) {
      const label = button.querySelector('[data-theme-label]');
      if (label) label.textContent = `Theme: ${labels[mode]}. Switch theme`;
    }
  };
  $theme.subscribe(({ mode }) => render(mode));
  for (const button of buttons) button.addEventListener('click', cycleThemeMode);
}
