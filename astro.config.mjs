// @ts-check
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootScriptHash } from './src/lib/boot-script.ts';
import { offlineReadingIntegration } from './src/lib/offline-build.ts';

const outDir = process.env.HAVEN_OUT_DIR ?? './dist';
/**
 * True when the built page asks not to be indexed (members' tools, sample partners, contact
 * forms): the sitemap leaves it out, so the page's own meta tag is the one rule.
 * @param {string} url
 */
function noindex(url) {
  const file = path.join(outDir, decodeURIComponent(new URL(url).pathname), 'index.html');
  return existsSync(file) && readFileSync(file, 'utf8').includes('<meta name="robots" content="noindex">');
}
/**
 * Bundled into the server render rather than loaded from node_modules: 'react' and 'react-dom' are
 * aliases of preact/compat only inside the bundle, so they and every package that imports them must
 * be in it, or the pages' HTML would be rendered with a second copy of React.
 */
const reactApiPackages = ['react', 'react-dom', '@nanostores/react', 'lucide-react', 'radix-ui', /^@radix-ui\//];
/** Hosted Supabase's origin when the site talks to it; otherwise the API is this origin. */
const apiOrigin = process.env.PUBLIC_SUPABASE_URL ? new URL(process.env.PUBLIC_SUPABASE_URL).origin : null;

export default defineConfig({
  site: process.env.HAVEN_SITE_URL ?? 'http://localhost:4321',
  outDir,
  // Separate caches let several builds run side by side (e.g. parallel test runs).
  cacheDir: process.env.HAVEN_ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  // The stylesheet (about 9 KB compressed) travels inside each page: one round trip fewer before first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // A strict Content-Security-Policy on every page: scripts and styles only from this site or
  // with a listed hash, no third parties at all. frame-ancestors comes from the server header.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `connect-src 'self'${apiOrigin ? ` ${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}` : ''}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ],
      scriptDirective: { hashes: [bootScriptHash] },
    },
  },
  integrations: [
    // Preact renders the islands, through preact/compat: the components are written against React's
    // API ('react' and 'react-dom' resolve to preact/compat), and the browser downloads about 58 KB
    // less on every page with an island (docs/frontend.md, "Bytes a tool page transfers").
    preact({ compat: true }),
    sitemap({ serialize: (item) => (noindex(item.url) ? undefined : item) }),
    // Before AstroPWA: its build step runs after this one has listed the pages to save for offline reading.
    offlineReadingIntegration(),
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The integration cannot see Astro's outDir during a static build; name it explicitly.
      outDir: outDir,
      // src/scripts/pwa.ts registers the worker itself (the spec's localhost check, the update toast).
      injectRegister: false,
      manifest: {
        name: 'Haven — calm self-help with Wren',
        short_name: 'Haven',
        description: 'Private self-help tools: chat with Wren, six-week programs, a journal and mood tracking.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbfaf7',
        theme_color: '#2a6963',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Chat with Wren', url: '/haven-ai', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'Journal', url: '/journal', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'Get help now', url: '/get-help', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
      injectManifest: {
        globPatterns: [
          '_astro/**/*.{js,css}',
          '_astro/**/*-core.*.woff2',
          'index.html',
          'get-help/index.html',
          'safety-plan/index.html',
          'library/index.html',
          'library/search-index.json',
          'offline/index.html',
          'favicon.svg',
          'icons/*.png',
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Fonts stay files: a small one inlined as base64 would ride along in every page's stylesheet
    // even though the browser needs it only for a rare character (src/styles/fonts.css).
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
    environments: {
      prerender: { resolve: { noExternal: reactApiPackages } },
      ssr: { resolve: { noExternal: reactApiPackages } },
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The renderer (Preact, preact/compat and Astro's client for it) arrives as one file
              // instead of several: each response costs its headers (about 0.7 KB over HTTP/1.1)
              // and compresses worse alone (docs/frontend.md, "Bytes a tool page transfers"). Only
              // islands load it; static pages never do. Vite's preload helper keeps a file of its
              // own, as it had with React: Astro's Preact client imports it (for @preact/signals, on
              // demand), so the group would take it in, and every page's site script with it.
              codeSplitting: {
                groups: [
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                  { name: 'preact', test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]/, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
  },
});
