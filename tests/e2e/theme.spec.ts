import { expect, test } from '@playwright/test';

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
