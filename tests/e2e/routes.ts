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

/**
 * One page of each kind: every page that is one of a kind, and the first page of each collection
 * of three or more under one folder (`/library/*`, `/programs/*`, `/programs/*\/week/*`,
 * `/partner/*`), whose pages share one template and its scripts.
 */
export function onePageOfEachKind(routes: string[]): string[] {
  const kinds = routes.map((route) => route.split('/'));
  for (let level = 2; kinds.some((parts) => parts.length > level); level++) {
    const values = new Map<string, Set<string>>();
    for (const parts of kinds.filter((p) => p.length > level)) {
      const prefix = parts.slice(0, level).join('/');
      values.set(prefix, (values.get(prefix) ?? new Set()).add(parts[level]!));
    }
    for (const parts of kinds.filter((p) => p.length > level)) {
      if (values.get(parts.slice(0, level).join('/'))!.size > 2) parts[level] = '*';
    }
  }
  const seen = new Set<string>();
  return routes.filter((_, i) => {
    const kind = kinds[i]!.join('/');
    return !seen.has(kind) && !!seen.add(kind);
  });
}
