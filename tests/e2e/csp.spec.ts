import { expect, test } from '@playwright/test';
import { createMember, signInWith } from './accounts-helpers';

// Per-page violations are checked on every route (every-page.spec.ts).
test.describe('Content-Security-Policy', () => {
  test('every page carries a strict policy without unsafe-inline scripts', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  });
});

test.describe('Content-Security-Policy in use', () => {
  test('a modal dialog opens, locks the page scroll and closes without breaking the policy', async ({ page, baseURL }) => {
    const { session } = await createMember(baseURL!);
    await signInWith(page, session);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/account?tab=privacy');
    const trigger = page.getByRole('button', { name: 'Delete my account' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(violations).toEqual([]);
  });
});
