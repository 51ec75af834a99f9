import type { APIRoute } from 'astro';

/** Member pages stay out of search results; the sitemap is named by its full URL, as robots.txt requires. */
const privatePaths = ['/account', '/admin', '/dashboard', '/journal', '/insights', '/partner-dashboard'];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const body = ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
