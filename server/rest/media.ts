import { RestError } from './errors.ts';

export interface Media {
  kind: 'json' | 'object' | 'csv';
  stripNulls: boolean;
  contentType: string;
}

/**
 * Chooses the response media type from `Accept`, in the client's order: JSON arrays
 * (`application/json`, `*\/*`, `vnd.pgrst.array+json`), a single object
 * (`vnd.pgrst.object+json`, used by `single()`), or CSV. Otherwise 406 PGRST107.
 */
export function negotiate(accept: string | null | undefined, allowCsv: boolean): Media {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { kind: 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  for (const entry of entries) {
    const [rawType = '', ...rawParams] = entry.split(';').map((part) => part.trim());
    const type = rawType.toLowerCase();
    const params = rawParams.map((param) => param.toLowerCase().replaceAll(' ', ''));
    if (params.includes('q=0')) continue;
    const stripNulls = params.includes('nulls=stripped');
    const suffix = stripNulls ? '; nulls=stripped' : '';
    if (['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array'].includes(type)) {
      const vendor = type.startsWith('application/vnd') || stripNulls;
      return {
        kind: 'json',
        stripNulls,
        contentType: vendor ? `application/vnd.pgrst.array+json${suffix}; charset=utf-8` : 'application/json; charset=utf-8',
      };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls, contentType: `application/vnd.pgrst.object+json${suffix}; charset=utf-8` };
    }
    if (allowCsv && (type === 'text/csv' || type === 'text/*')) {
      return { kind: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${entries.join(', ')}`);
}
