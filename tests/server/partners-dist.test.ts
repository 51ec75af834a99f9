import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { buildSite } from '../../server/site-build.ts';
import { createUserClient, serviceClient } from '../support/server.ts';

/**
 * The directory's static pages, as built: the embedded server with HAVEN_SAMPLE_PARTNERS on and
 * one real partner verified by the service role, then a real `astro build` against it. A sample's
 * card, profile and contact page carry the Sample label and no verification claim anywhere in
 * the HTML (seal, date, "checked this license", meta description, JSON-LD); the real partner's
 * pages keep theirs, which shows the checks read the right pages.
 */

const SAMPLE = 'f0000000-0000-4000-8000-000000000001';
const SAMPLE_NAME = 'Dr. Imani Achterberg';
const REAL_NAME = 'Rowan Real-Counselor';
const SAMPLE_LABEL = 'Sample profile — fictional, for demonstration';

let root: string;
let dist: string;
/** A second build from a fresh database with HAVEN_SAMPLE_PARTNERS off and no partner at all. */
let emptyDist: string;
let server: RunningServer;
let emptyServer: RunningServer;
let realId: string;
const previousCache = process.env['HAVEN_ASTRO_CACHE_DIR'];

const page = (route: string, from = dist) => readFile(path.join(from, route, 'index.html'), 'utf8');

/** The page's text as a reader (or a search engine) gets it: tags removed, entities decoded. */
function text(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const metaDescription = (html: string) => text(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '').trim();

/** The SEO limits scripts/check-dist.ts enforces on every page: title 30–60, description 120–160 characters. */
function expectSeoLimits(html: string) {
  expect(title(html).length).toBeGreaterThanOrEqual(30);
  expect(title(html).length).toBeLessThanOrEqual(60);
  expect(metaDescription(html).length).toBeGreaterThanOrEqual(120);
  expect(metaDescription(html).length).toBeLessThanOrEqual(160);
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** Every way a page could claim that Haven verified someone. */
function verificationClaims(html: string): string[] {
  const body = text(main(html));
  return [
    ...(html.includes('data-slot="verified-badge"') ? ['the Verified seal'] : []),
    ...(/<time[\s>]/.test(main(html)) ? ['a <time> (the verified date)'] : []),
    ...(/\bverified\b/i.test(body) ? [`"verified" in the page: …${/.{0,60}\bverified\b.{0,60}/i.exec(body)?.[0]}…`] : []),
    ...(/checked this license/i.test(body) ? ['"checked this license"'] : []),
    ...(/verified/i.test(metaDescription(html)) ? ['"verified" in the meta description'] : []),
    ...(/verified/i.test(title(html)) ? ['"verified" in the title'] : []),
    ...(html.includes('application/ld+json') && html.includes('"Person"') ? ['a JSON-LD Person'] : []),
  ];
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'haven-partners-dist-'));
  dist = path.join(root, 'dist');
  process.env['HAVEN_ASTRO_CACHE_DIR'] = path.join(root, 'astro');
  const config = loadConfig({
    PORT: '0',
    HAVEN_DATA_DIR: path.join(root, 'data'),
    HAVEN_LOG_REQUESTS: 'off',
    HAVEN_SAMPLE_PARTNERS: 'on',
    HAVEN_RATE_LIMITS: 'off',
  });
  server = await startServer({ config, log: () => undefined });
  const api = { url: `http://127.0.0.1:${server.port}`, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey };
  const user = await createUserClient(api);
  const { data, error } = await user.client
    .from('partners')
    .insert({
      profession: 'counselor',
      full_name: REAL_NAME,
      license_number: 'LPC-2024-118',
      license_states: ['IL'],
      specialties: ['stress'],
    })
    .select('id')
    .single();
  if (error) throw error;
  realId = (data as { id: string }).id;
  const verified = await serviceClient(api).from('partners').update({ status: 'verified' }).eq('id', realId);
  if (verified.error) throw verified.error;
  await buildSite({ apiUrl: api.url, anonKey: api.anonKey, distDir: dist, log: () => undefined });

  emptyDist = path.join(root, 'empty-dist');
  emptyServer = await startServer({
    config: loadConfig({ PORT: '0', HAVEN_DATA_DIR: path.join(root, 'empty-data'), HAVEN_LOG_REQUESTS: 'off' }),
    log: () => undefined,
  });
  await buildSite({
    apiUrl: `http://127.0.0.1:${emptyServer.port}`,
    anonKey: emptyServer.anonKey,
    distDir: emptyDist,
    log: () => undefined,
  });
}, 900_000);

afterAll(async () => {
  if (previousCache === undefined) delete process.env['HAVEN_ASTRO_CACHE_DIR'];
  else process.env['HAVEN_ASTRO_CACHE_DIR'] = previousCache;
  await server?.stop();
  await emptyServer?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('a sample in the built site', () => {
  test('its profile page: the Sample label and notice, noindex, and no verification claim', async () => {
    const html = await page(`partner/${SAMPLE}`);
    expect(text(html)).toContain(SAMPLE_LABEL);
    expect(text(html)).toContain(`This is a sample profile. ${SAMPLE_NAME} is fictional`);
    expect(text(html)).toContain('License number (fictional)');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(title(html)).toBe(`${SAMPLE_NAME}, sample profile — Haven`);
    expect(metaDescription(html)).toContain(`${SAMPLE_NAME} is fictional`);
    expectSeoLimits(html);
    expect(verificationClaims(html)).toEqual([]);
  });

  test('its contact page: labelled, says nobody will read the message, and no verification claim', async () => {
    const html = await page(`contact-partner/${SAMPLE}`);
    expect(text(html)).toContain(`Contact ${SAMPLE_NAME} (sample profile)`);
    expect(text(html)).toContain(`${SAMPLE_NAME} is a sample profile: fictional, for demonstration.`);
    expect(text(html)).toContain('nobody will read or answer what you send');
    expect(text(html)).toContain(SAMPLE_LABEL);
    expect(metaDescription(html)).toContain('nobody reads or answers');
    expectSeoLimits(html);
    expect(verificationClaims(html)).toEqual([]);
  });

  test('its card in the directory: the Sample label and no seal, after the real listing', async () => {
    const html = await page('find-partners');
    const cards = html.split('data-slot="partner-card"').slice(1);
    const sampleCard = cards.find((card) => card.includes(SAMPLE_NAME));
    const realCard = cards.find((card) => card.includes(REAL_NAME));
    expect(sampleCard).toBeDefined();
    expect(realCard).toBeDefined();
    const sampleText = text(`<x ${sampleCard!.slice(0, sampleCard!.indexOf('</article>'))}`);
    expect(sampleText).toContain(SAMPLE_LABEL);
    expect(sampleCard!.slice(0, sampleCard!.indexOf('</article>'))).not.toContain('data-slot="verified-badge"');
    expect(sampleText).not.toMatch(/\bverified\b/i);
    expect(cards.indexOf(realCard!)).toBeLessThan(cards.indexOf(sampleCard!));
    expect(text(html)).toContain('Profiles labelled Sample profile — fictional, for demonstration are made up');
  });
});

describe('a real, verified partner in the same build', () => {
  test('keeps the Verified seal, the checked-license sentence and its JSON-LD', async () => {
    const html = await page(`partner/${realId}`);
    expect(html).toContain('data-slot="verified-badge"');
    expect(text(html)).toContain('Haven checked this license with the state board on the date shown.');
    expect(html).toContain('"@type":"Person"');
    expect(html).not.toContain('<meta name="robots" content="noindex">');
    expect(text(html)).not.toContain(SAMPLE_LABEL);
    const card = (await page('find-partners'))
      .split('data-slot="partner-card"')
      .slice(1)
      .find((c) => c.includes(REAL_NAME))!;
    expect(card.slice(0, card.indexOf('</article>'))).toContain('data-slot="verified-badge"');
  });
});

describe('a deployment without samples (HAVEN_SAMPLE_PARTNERS unset) and no partners yet', () => {
  test('builds no profile or contact page, and the directory shows a calm empty state', async () => {
    await expect(readFile(path.join(emptyDist, 'partner', SAMPLE, 'index.html'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readFile(path.join(emptyDist, 'contact-partner', SAMPLE, 'index.html'))).rejects.toMatchObject({ code: 'ENOENT' });
    const html = await page('find-partners', emptyDist);
    const body = text(html);
    expect(body).toContain('No professionals are listed yet.');
    expect(body).toContain('Haven lists each professional only after checking their license by hand');
    expect(body).not.toContain('Nobody matches every filter');
    expect(body).not.toMatch(/first \d+ of 0/);
    expect(html).not.toContain('data-slot="partner-card"');
    expect(body).not.toContain('Sample profile');
    expectSeoLimits(html);
  });
});
