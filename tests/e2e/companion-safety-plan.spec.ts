import { expect, test } from '@playwright/test';
import { expectAccessible } from '../companion/e2e-support';

test.describe('the safety plan', () => {
  test.describe.configure({ timeout: 120_000 });
  test('is built step by step, kept on this device only, and prints without the site chrome', async ({ page }) => {
    const apiWrites: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/') && r.method() !== 'GET') apiWrites.push(r.url());
    });
    await page.goto('/safety-plan');
    await expect(page.getByRole('heading', { name: 'Your safety plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Crisis resources' }).getByRole('link', { name: 'Call 988' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    // An empty plan opens in the editor with all six steps.
    for (const step of [
      'Warning signs',
      'Things I can do on my own',
      'People and places',
      'People I can ask for help',
      'Professionals and services',
      'Making my space safer',
    ]) {
      await expect(page.getByRole('group', { name: new RegExp(step) })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Warning signs, item 1' }).fill('Not sleeping');
    await page
      .getByRole('group', { name: /Warning signs/ })
      .getByRole('button', { name: 'Add another' })
      .click();
    await page.getByRole('textbox', { name: 'Warning signs, item 2' }).fill('Skipping meals');
    await page.getByRole('textbox', { name: 'People I can ask for help, item 1' }).fill('My sister Ana');
    await page
      .getByRole('group', { name: /People I can ask for help/ })
      .getByLabel('Phone or contact, item 1')
      .fill('555-0134');
    await page.getByLabel(/The one thing that matters most/).fill('My dog, Biscuit');
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    // A saved plan opens in the calm read view.
    await expect(page.getByText('My dog, Biscuit')).toBeVisible();
    await expect(page.getByRole('link', { name: '555-0134' })).toHaveAttribute('href', 'tel:5550134');
    await expect(page.getByText('Skipping meals')).toBeVisible();
    await expect(page.getByRole('article', { name: 'My safety plan' }).getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
    await expectAccessible(page);
    expect(apiWrites).toEqual([]);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('haven-safety-plan') ?? '{}') as { steps: { warning: { text: string }[] } },
    );
    expect(stored.steps.warning.map((i) => i.text)).toEqual(['Not sleeping', 'Skipping meals']);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-navbar]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();
    await expect(page.getByText('My dog, Biscuit')).toBeVisible();
  });

  test('every crisis card in the chat links to the plan', async ({ page }) => {
    await page.goto('/haven-ai');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'I understand, start chatting' }).click();
    await page.getByLabel('Message Wren').fill('I don’t want to live anymore');
    await page.getByLabel('Message Wren').press('Enter');
    await expect(
      page.getByRole('region', { name: 'Crisis resources' }).getByRole('link', { name: 'Open your safety plan' }),
    ).toHaveAttribute('href', '/safety-plan');
    await expect(page.getByRole('button', { name: 'Open my safety plan' })).toBeVisible();
  });
});
