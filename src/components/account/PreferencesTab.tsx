import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Settings, ThemeMode } from '@/lib/settings';
import { $settings, $theme, syncDocumentPreferences, updateAccessibility, updateSettings } from '@/stores/settings';
import { ChoiceGroup, Toggle } from './ChoiceGroup';

const themeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Automatic' },
] as const satisfies readonly { value: ThemeMode; label: string }[];

type FontSize = Settings['preferences']['accessibility']['fontSize'];
const fontOptions = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'x-large', label: 'Extra large' },
] as const satisfies readonly { value: FontSize; label: string }[];

/** Theme, accessibility and notification choices (spec section 3, global settings), kept on this device. */
export function PreferencesTab() {
  const theme = useStore($theme);
  const settings = useStore($settings);
  const a11y = settings.preferences.accessibility;
  useEffect(syncDocumentPreferences, []);

  return (
    <section aria-labelledby="preferences-heading" className="grid max-w-2xl gap-8">
      <div>
        <h2 id="preferences-heading" className="text-2xl font-semibold">
          Preferences
        </h2>
        <p className="text-muted-foreground mt-2">Changes apply at once and are saved in this browser, for every page of Haven.</p>
      </div>
      <ChoiceGroup
        legend="Theme"
        name="theme"
        value={theme.mode}
        options={themeOptions}
        onChange={(mode) => $theme.set({ ...theme, mode })}
        hint="Automatic follows your device's light or dark setting."
      />
      <ChoiceGroup
        legend="Text size"
        name="font-size"
        value={a11y.fontSize}
        options={fontOptions}
        onChange={(fontSize) => updateAccessibility({ fontSize })}
      />
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Accessibility</legend>
        <Toggle
          label="High contrast"
          hint="Stronger colours and outlines. Overrides the theme."
          checked={a11y.highContrast}
          onChange={(highContrast) => updateAccessibility({ highContrast })}
        />
        <Toggle
          label="Reduce motion"
          hint="Turns off animations and smooth scrolling."
          checked={a11y.reducedMotion}
          onChange={(reducedMotion) => updateAccessibility({ reducedMotion })}
        />
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">Notifications</legend>
        <p className="text-muted-foreground mb-1 text-sm">
          Saved in this browser. Haven never sends marketing email, and sends account email (like a password link) only when you ask for it.
        </p>
        <Toggle
          label="Notices in Haven"
          hint='Short messages such as "Profile saved" or "Report sent". Errors, safety messages and messages about entries not yet sent always show.'
          checked={settings.notifications.enabled}
          onChange={(enabled) => updateSettings({ notifications: { enabled } })}
        />
        <Toggle
          label="Email updates"
          hint="Off unless you turn it on. Haven sends no update emails today."
          checked={settings.notifications.email}
          onChange={(email) => updateSettings({ notifications: { email } })}
        />
      </fieldset>
    </section>
  );
}
