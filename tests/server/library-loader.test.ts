import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { serviceClient, startTestServer, type TestServer } from '../support/server.ts';

/** A minimal stand-in for Astro's loader context: an in-memory store and a recording logger. */
function loaderContext() {
  const entries = new Map<string, { data: Record<string, unknown>; rendered?: { html: string } }>();
  const warnings: string[] = [];
  return {
    entries,
    warnings,
    context: {
      collection: 'articles',
      store: {
        clear: () => entries.clear(),
        set: (entry: { id: string; data: Record<string, unknown>; rendered?: { html: string } }) => {
          entries.set(entry.id, entry);
          return true;
        },
        keys: () => [...entries.keys()],
      },
      logger: { warn: (message: string) => warnings.push(message), info: () => undefined },
      parseData: async ({ data }: { data: Record<string, unknown> }) => data,
      renderMarkdown: async (content: string) => ({
        html: `<p>${content}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
      }),
      generateDigest: (data: unknown) => JSON.stringify(data).length.toString(16),
    },
  };
}

let server: TestServer;

async function load() {
  vi.resetModules();
  const { articlesLoader } = await import('../../src/loaders/articles.ts');
  const harness = loaderContext();
  await articlesLoader().load(harness.context as never);
  return harness;
}

beforeAll(async () => {
  server = await startTestServer();
  process.env['HAVEN_BUILD_SUPABASE_URL'] = server.url;
  process.env['PUBLIC_SUPABASE_ANON_KEY'] = server.anonKey;
});

afterAll(async () => {
  delete process.env['HAVEN_BUILD_SUPABASE_URL'];
  delete process.env['PUBLIC_SUPABASE_ANON_KEY'];
  delete process.env['HAVEN_ALLOW_EMPTY_LIBRARY'];
  await server.stop();
});

describe('articlesLoader', () => {
  test('an empty table gives an empty collection', async () => {
    const { entries, warnings } = await load();
    expect(entries.size).toBe(0);
    expect(warnings).toEqual([]);
  });

  test('loads published rows with sanitised HTML and skips bad rows with a warning', async () => {
    const service = serviceClient(server);
    await service
      .from('library_articles')
      .insert(
        [
          { title: 'Good article', slug: 'good-article', excerpt: 'Fine.', category: 'sleep', content: 'Hello' },
          { title: 'Empty body', slug: 'empty-body', excerpt: 'No content.', category: 'sleep', content: '' },
          { title: 'Hidden draft', slug: 'hidden-draft', excerpt: 'Draft.', category: 'sleep', content: 'Draft', published: false },
        ],
        { defaultToNull: false },
      )
      .throwOnError();
    const { entries, warnings } = await load();
    expect([...entries.keys()]).toEqual(['good-article']);
    const html = entries.get('good-article')?.rendered?.html ?? '';
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Skipping article "empty-body": content/);
  });

  test('an unreachable database fails the build with a clear message', async () => {
    process.env['HAVEN_BUILD_SUPABASE_URL'] = 'http://127.0.0.1:9';
    await expect(load()).rejects.toThrow(/The library could not be read from the database: .*HAVEN_ALLOW_EMPTY_LIBRARY=1/);
  });

  test('unless HAVEN_ALLOW_EMPTY_LIBRARY=1 allows an empty library', async () => {
    process.env['HAVEN_BUILD_SUPABASE_URL'] = 'http://127.0.0.1:9';
    process.env['HAVEN_ALLOW_EMPTY_LIBRARY'] = '1';
    const { entries, warnings } = await load();
    expect(entries.size).toBe(0);
    expect(warnings[0]).toMatch(/building with an empty library/);
    process.env['HAVEN_BUILD_SUPABASE_URL'] = server.url;
    delete process.env['HAVEN_ALLOW_EMPTY_LIBRARY'];
  });
});
