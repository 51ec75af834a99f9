import { expect, test } from '@playwright/test';
import { createMember, signInWith } from './accounts-helpers';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the theme toggle cycles light, dark, auto and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName('Theme: automatic. Switch theme');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAccessibleName('Theme: light. Switch theme');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'auto');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'light');
});

test('an open page follows the system turning contrast up and motion down, and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference', reducedMotion: 'no-preference' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-motion', 'full');
  await page.emulateMedia({ contrast: 'more', reducedMotion: 'reduce' });
  await expect(html(page)).toHaveAttribute('data-theme', 'high-contrast');
  await expect(html(page)).toHaveAttribute('data-motion', 'reduce');
  await page.emulateMedia({ contrast: 'no-preference', reducedMotion: 'no-preference' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-motion', 'full');
});

test('high contrast, reduced motion and font size preferences apply before first paint', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'haven-settings',
      JSON.stringify({
        preferences: {
          language: 'en',
          timezone: 'America/Chicago',
          accessibility: { reducedMotion: true, highContrast: true, fontSize: 'large' },
        },
        notifications: { enabled: true, sound: false, email: false },
        performance: { enableMetrics: false, debugMode: false },
      }),
    );
    localStorage.setItem('haven-theme', JSON.stringify({ mode: 'dark', variant: 'calm' }));
  });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'high-contrast');
  await expect(html(page)).toHaveAttribute('data-motion', 'reduce');
  await expect(html(page)).toHaveAttribute('data-font-size', 'large');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
});

test('corrupt stored preferences fall back to the defaults', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('haven-settings', '{not json');
    localStorage.setItem('haven-theme', JSON.stringify({ mode: 'sparkly' }));
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-theme-mode', 'auto');
  await expect(html(page)).toHaveAttribute('data-font-size', 'medium');
  await expect.poll(() => warnings.some((text) => text.includes('could not be read'))).toBe(true);
});

test('the home illustration follows the theme, with its shapes set apart in each', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const art = page.getByRole('img', { name: 'An illustration of soft green hills under a rising sun' });
  await expect(art).toBeVisible();
  const colours = () =>
    art.evaluate((svg) =>
      Object.fromEntries(
        ['.sky', '.sun', '.hill-far', '.hill-mid', '.hill-near'].map((part) => [part, getComputedStyle(svg.querySelector(part)!).fill]),
      ),
    );
  const light = await colours();
  // Automatic (light here), then light, then dark: the picture changes with the page, no reload.
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: light. Switch theme');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  const dark = await colours();
  for (const part of Object.keys(light)) expect(dark[part], part).not.toBe(light[part]);

  // The dark sky sits darker than the light one, yet a step lighter than the dark page around it.
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(luminance(dark['.sky']!)).toBeLessThan(luminance(light['.sky']!) / 4);
  expect(luminance(dark['.sky']!)).toBeGreaterThan(luminance(background));
  // Each hill stands off the shape behind it by at least 1.5:1 in both themes.
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  for (const theme of [light, dark]) {
    expect(ratio(theme['.hill-far']!, theme['.sky']!)).toBeGreaterThanOrEqual(1.5);
    expect(ratio(theme['.hill-mid']!, theme['.hill-far']!)).toBeGreaterThanOrEqual(1.5);
    expect(ratio(theme['.hill-near']!, theme['.hill-mid']!)).toBeGreaterThanOrEqual(1.5);
  }
});

test('a confirm dialog dims the page clearly in light and dark and stands 3:1 off it, without motion when reduced', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInWith(page, (await createMember(baseURL!)).session);
  const channels = (rgb: string) => (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const open = async () => {
    await page.goto('/account?tab=privacy');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toBeVisible();
  };
  const backdrop = () =>
    dialog.evaluate((el) => ({
      colour: getComputedStyle(el, '::backdrop').backgroundColor,
      transition: getComputedStyle(el, '::backdrop').transitionDuration,
      edge: getComputedStyle(el).borderTopColor,
      edgeWidth: getComputedStyle(el).borderTopWidth,
      surface: getComputedStyle(el).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    }));

  for (const [mode, dimming] of [
    ['light', 0.5],
    ['dark', 0.7],
  ] as const) {
    await page.addInitScript((m) => localStorage.setItem('haven-theme', JSON.stringify({ mode: m, variant: 'calm' })), mode);
    await open();
    await expect(html(page)).toHaveAttribute('data-theme', mode);
    // It fades in briefly, then stays: half black over the light page, more over the dark one.
    await expect.poll(async () => channels((await backdrop()).colour)[3] ?? 1).toBeGreaterThanOrEqual(dimming);
    const now = await backdrop();
    expect(now.transition).toBe('0.15s');
    const [r, g, b, a] = channels(now.colour) as [number, number, number, number];
    const dimmed = channels(now.page).map((c, i) => c * (1 - a) + [r, g, b][i]! * a);
    // The dialog stands out from the dimmed page by its surface (light) or its edge (dark).
    const standsOut = Math.max(ratio(channels(now.edge), dimmed), ratio(channels(now.surface), dimmed));
    expect(standsOut, `${mode}: the dialog against the dimmed page`).toBeGreaterThanOrEqual(3);
  }

  // Reduced motion: no fade. Forced colours: a thick edge in the system's colour, the page behind veiled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open();
  expect((await backdrop()).transition).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
  expect((await backdrop()).edgeWidth).toBe('3px');
});
