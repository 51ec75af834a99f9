// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.HAVEN_SITE_URL ?? 'http://localhost:4321',
  outDir: process.env.HAVEN_OUT_DIR ?? './dist',
  // Separate caches let several builds run side by side (e.g. parallel test runs).
  cacheDir: process.env.HAVEN_ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: (page) => !/\/(admin|partner-dashboard|account|dashboard|journal|insights)\/?$/.test(page) }),
  ],
  vite: { plugins: [tailwindcss()] },
});
