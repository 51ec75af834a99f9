import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.env['HAVEN_DIST_DIR'] ?? 'dist');

/** Every page the build produced, as URL paths ("/", "/library/some-article", …). */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro') walk(full);
      } else if (name === 'index.html') {
        const relative = path.relative(dist, dir).split(path.sep).join('/');
        routes.push(`/${relative}`);
      }
    }
  };
  walk(dist);
  return routes.sort();
}
