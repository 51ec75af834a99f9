import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { offlinePagePatterns, offlineReading, pageKey, type OfflineManifest } from './offline-reading';

function htmlFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(root, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** Lists the offline-reading pages of a built site with a revision (content hash) and sizes. */
export function offlineManifest(distDir: string): OfflineManifest {
  const pages = htmlFiles(distDir)
    .filter((file) => offlinePagePatterns.some((pattern) => pattern.test(file)))
    .map((file) => {
      const html = readFileSync(path.join(distDir, file));
      return {
        url: pageKey(`/${file.replace(/index\.html$/, '')}`),
        revision: createHash('sha256').update(html).digest('hex').slice(0, 16),
        bytes: html.length,
        gzipBytes: gzipSync(html, { level: 9 }).length,
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
  return { pages };
}

/**
 * Writes `offline-pages.json` into the build output. Listed before @vite-pwa/astro, so the file
 * exists when the service worker's precache is assembled.
 */
export function offlineReadingIntegration(): AstroIntegration {
  return {
    name: 'haven-offline-reading',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const manifest = offlineManifest(distDir);
        writeFileSync(path.join(distDir, offlineReading.manifestPath), JSON.stringify(manifest));
        const total = manifest.pages.reduce((sum, page) => sum + page.gzipBytes, 0);
        logger.info(`${manifest.pages.length} pages for offline reading, ${(total / 1024 / 1024).toFixed(2)} MB compressed.`);
      },
    },
  };
}
