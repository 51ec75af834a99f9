import { readFile } from 'node:fs/promises';

export interface FunctionSettings {
  enabled: boolean;
  /** Reject calls without a valid JWT (the anon key counts) before the function runs. */
  verifyJwt: boolean;
}

/**
 * Reads `[functions.<name>]` `enabled` / `verify_jwt` from `supabase/config.toml`. Only that
 * subset of TOML is understood (section headers and boolean keys); everything else is ignored.
 */
export async function readFunctionSettings(configToml: string): Promise<Map<string, Partial<FunctionSettings>>> {
  const settings = new Map<string, Partial<FunctionSettings>>();
  let text: string;
  try {
    text = await readFile(configToml, 'utf8');
  } catch {
    return settings;
  }
  let current: Partial<FunctionSettings> | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const section = /^\[([^\]]+)\]$/.exec(line);
    if (section) {
      const match = /^functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))$/.exec(section[1]!.trim());
      const name = match ? (match[1] ?? match[2])! : null;
      current = name ? (settings.get(name) ?? {}) : null;
      if (name && current) settings.set(name, current);
      continue;
    }
    const pair = /^(enabled|verify_jwt)\s*=\s*(true|false)$/.exec(line);
    if (current && pair) current[pair[1] === 'enabled' ? 'enabled' : 'verifyJwt'] = pair[2] === 'true';
  }
  return settings;
}
