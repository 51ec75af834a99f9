import { expect, test } from '@playwright/test';

// Per-page violations are checked with axe on every route (a11y.spec.ts).
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
