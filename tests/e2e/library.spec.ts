import { expect, test } from '@playwright/test';

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
