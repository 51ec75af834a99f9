import { expect, test } from '@playwright/test';

/**
 * The crisis page's own lines as buttons. That every built page draws its crisis lines from the
 * one source and reads cleanly is checked page by page in every-page.spec.ts.
 */

test('the crisis page leads with the three lines, each a 44 px button', async ({ page }) => {
  await page.goto('/get-help');
  const panel = page.getByRole('complementary', { name: 'Crisis resources' });
  for (const name of ['Call 988', 'Text 988', 'Chat online', 'Text HOME to 741741', 'Call 911']) {
    const box = await panel.getByRole('link', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
  }
});
