import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { offlineManifest } from '@/lib/offline-build';
import { pageKey } from '@/lib/offline-reading';

describe('offlineManifest', () => {
  let dist = '';
  const page = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  };
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('lists articles, programs, weeks, the crisis protocol and the guide, and no member or precached page', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'haven-offline-'));
    for (const file of [
      'library/sleep-well/index.html',
      'library/index.html',
      'programs/index.html',
      'programs/better-sleep/index.html',
      'programs/better-sleep/week/2/index.html',
      'crisis-protocol/index.html',
      'guide/index.html',
      'get-help/index.html',
      'journal/index.html',
      'index.html',
      '_astro/page.html',
    ])
      page(file, `<h1>${file}</h1>`);
    expect(offlineManifest(dist).pages.map((entry) => entry.url)).toEqual([
      '/crisis-protocol',
      '/guide',
      '/library/sleep-well',
      '/programs',
      '/programs/better-sleep',
      '/programs/better-sleep/week/2',
    ]);
  });

  test('a page keeps its revision until its HTML changes, and carries its sizes', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'haven-offline-'));
    page('guide/index.html', '<h1>Guide</h1>'.repeat(100));
    const [before] = offlineManifest(dist).pages;
    expect(offlineManifest(dist).pages[0]!.revision).toBe(before!.revision);
    expect(before!.bytes).toBe(1400);
    expect(before!.gzipBytes).toBeLessThan(before!.bytes);
    page('guide/index.html', '<h1>Guide, updated</h1>');
    expect(offlineManifest(dist).pages[0]!.revision).not.toBe(before!.revision);
  });
});

describe('pageKey', () => {
  test('drops the trailing slash and keeps the home page as "/"', () => {
    expect(pageKey('/library/sleep-well/')).toBe('/library/sleep-well');
    expect(pageKey('/')).toBe('/');
  });
});
