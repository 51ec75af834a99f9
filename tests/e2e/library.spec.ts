import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';

test('an article has its breadcrumb, structured data, canonical URL, hope-and-help footer and related reads', async ({ page }) => {
  await page.goto('/library/worry-time-for-an-overthinking-mind');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worry Time: A Box for Your What-Ifs');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
  await expect(breadcrumb.getByRole('link', { name: 'Anxiety' })).toHaveAttribute('href', '/library?category=anxiety');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Worry Time: A Box for Your What-Ifs', articleSection: 'Anxiety' });
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/library\/worry-time-for-an-overthinking-mind\/$/);
  const help = page.getByRole('complementary', { name: 'Crisis resources' });
  await expect(help.getByRole('heading', { name: 'Hope and help' })).toBeVisible();
  await expect(help.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  // This article lists no related slugs, so the other anxiety articles (two of them) are shown.
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('listitem');
  await expect(related).toHaveCount(2);
  for (const item of await related.all()) await expect(item).toContainText('Anxiety');
});

test('the library filters by category and searches, and keeps the filter in the address', async ({ page }) => {
  await page.goto('/library');
  const items = page.locator('[data-article-list] > li');
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(40);
  await page.getByLabel('Category').selectOption({ label: 'Grief & Loss' });
  await expect(page.locator('[data-article-list] > li:visible')).toHaveCount(3);
  await expect(page).toHaveURL(/category=grief/);
  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Search the library').fill('caffeine');
  await expect(page.locator('[data-article-list] > li:visible').first()).toContainText('Caffeine');
  await page.getByLabel('Search the library').fill('zzzz-nothing');
  await expect(page.getByRole('status')).toHaveText('No articles match. Try another word or category.');
  // One action back to everything, with the address cleared too.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('[data-article-list] > li:visible')).toHaveCount(total);
  await expect(page.getByLabel('Search the library')).toHaveValue('');
  await expect(page.getByLabel('Search the library')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  await expect(page).toHaveURL(/\/library\/?$/);
});

test('search finds panic by its stem, best match first, and an empty search offers Clear filters', async ({ page }) => {
  test.slow(); // Two axe passes and the search index's arrival: it ran past 30 s in a loaded CI run.
  await page.goto('/library');
  const visible = page.locator('[data-article-list] > li:visible');
  const search = page.getByLabel('Search the library');
  for (const query of ['panic', 'panicking']) {
    await search.fill(query);
    await expect(visible.first()).toContainText("Why Your Body Panics When You're Safe");
    await expect(page.getByRole('status')).toHaveText(/^Showing [2-9] of \d+ articles\.$/);
  }
  await expectAccessible(page);
  // A word only in an article's body, once the build-time index has arrived.
  await search.fill('adrenaline');
  await expect(visible.filter({ hasText: "Why Your Body Panics When You're Safe" })).toHaveCount(1);
  await page.getByLabel('Category').selectOption('sleep');
  await expect(page.getByRole('status')).toHaveText('No articles match. Try another word or category.');
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toHaveCount(1);
  await expectAccessible(page);
  await clear.click();
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText('');
});

test('look-alike categories are grouped by topic and each says what it covers; cards show their topic', async ({ page }) => {
  await page.goto('/library');
  const category = page.getByLabel('Category');
  await expect(category.locator('optgroup[label="Sleep"] option')).toHaveText(['Sleep', 'Sleep Disorders']);
  await expect(category.locator('optgroup[label="Stress & burnout"] option')).toHaveText([
    'Stress',
    'Stress Management',
    'Burnout Recovery',
  ]);
  await expect(category.locator('optgroup[label="Trauma"] option')).toHaveText(['Trauma', 'Trauma Recovery']);
  await category.selectOption({ label: 'Sleep Disorders' });
  await expect(category).toHaveAccessibleDescription('When poor sleep lasts: insomnia and how it is treated.');
  await category.selectOption({ label: 'Sleep' });
  await expect(category).toHaveAccessibleDescription('Everyday habits for more restful nights.');
  const card = page.locator('[data-article-list] > li:visible article').first();
  await expect(card).toHaveAttribute('data-topic', 'sleep');
  await expect(card).toContainText('Sleep');
});

test('without JavaScript the library lists every article', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/library');
  expect(await page.locator('[data-article-list] > li').count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByLabel('Search the library')).toBeHidden();
  await context.close();
});

test('the home page features the three newest articles', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'From the library' }).getByRole('listitem');
  await expect(featured).toHaveCount(3);
  await expect(featured.first()).toContainText('Mindfulness for Beginners');
});
