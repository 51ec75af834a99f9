import { routes } from '@/config/haven';
import { concerns, feeCeilings, professionValues, specialtiesFor, type Profession } from '@/lib/partners/vocabulary';

/** Results per page in the directory. */
export const pageSize = 10;

export type SessionKind = 'telehealth' | 'in_person';
export type DirectorySort = 'name' | 'recent';

/** The directory's filters, as read from and written to the URL query. */
export interface DirectoryFilters {
  profession?: Profession | undefined;
  /** Two-letter code of a state the professional is licensed in. */
  state?: string | undefined;
  session?: SessionKind | undefined;
  insurance?: string | undefined;
  /** A concern (`anxiety`, `depression` …) or a single specialty. */
  concern?: string | undefined;
  language?: string | undefined;
  maxFee?: number | undefined;
  slidingScale?: boolean | undefined;
  accepting?: boolean | undefined;
  sort: DirectorySort;
  page: number;
}

export const defaultFilters: DirectoryFilters = { sort: 'name', page: 1 };

const yes = (value: string | null) => value !== null && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
const clean = (value: string | null, max = 60) => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

/**
 * Reads filters from a query string, ignoring values that make no sense rather than failing:
 * `?profession=psychiatrist&state=CA&concern=depression&session=telehealth&page=2`.
 * `specialty` is accepted for `concern`, `telehealth=1` for `session=telehealth`,
 * `profession=social-worker` for `social_worker`.
 */
export function parseFilters(query: URLSearchParams | string): DirectoryFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const profession = params.get('profession')?.trim().toLowerCase().replace(/-/g, '_').replace(/s$/, '');
  const state = params.get('state')?.trim().toUpperCase();
  const session = params.get('session');
  const fee = Number.parseInt(params.get('fee') ?? '', 10);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    profession: professionValues.find((value) => value === profession),
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    session: session === 'telehealth' || session === 'in_person' ? session : yes(params.get('telehealth')) ? 'telehealth' : undefined,
    insurance: clean(params.get('insurance')),
    concern: clean(params.get('concern') ?? params.get('specialty'))?.toLowerCase(),
    language: clean(params.get('language')),
    maxFee: Number.isFinite(fee) && fee > 0 ? fee : undefined,
    slidingScale: yes(params.get('sliding')) || undefined,
    accepting: yes(params.get('accepting')) || undefined,
    sort: params.get('sort') === 'recent' ? 'recent' : 'name',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

/** The query string for filters, leaving defaults out so links stay short. */
export function filtersToQuery(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.profession) params.set('profession', filters.profession);
  if (filters.state) params.set('state', filters.state);
  if (filters.concern) params.set('concern', filters.concern);
  if (filters.session) params.set('session', filters.session);
  if (filters.insurance) params.set('insurance', filters.insurance);
  if (filters.language) params.set('language', filters.language);
  if (filters.maxFee) params.set('fee', String(filters.maxFee));
  if (filters.slidingScale) params.set('sliding', '1');
  if (filters.accepting) params.set('accepting', '1');
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many filters narrow the list (sort and page do not): the number on the "Filters (2)" toggle. */
export function countFilters(filters: DirectoryFilters): number {
  const { sort: _sort, page: _page, ...rest } = filters;
  return Object.values(rest).filter((value) => value !== undefined && value !== '').length;
}

/** True when any filter narrows the list (sort and page do not). */
export function hasFilters(filters: DirectoryFilters): boolean {
  return countFilters(filters) > 0;
}

/** Arguments for the `search_partners` database function. */
export function searchArguments(filters: DirectoryFilters) {
  return {
    p_profession: filters.profession ?? null,
    p_state: filters.state ?? null,
    p_session: filters.session ?? null,
    p_insurance: filters.insurance ?? null,
    p_specialties: filters.concern ? specialtiesFor(filters.concern) : null,
    p_language: filters.language ?? null,
    p_max_fee: filters.maxFee ?? null,
    p_sliding_scale: filters.slidingScale ?? null,
    p_accepting: filters.accepting ?? null,
    p_sort: filters.sort,
  };
}

/** The directory link a profession page or a program offers. */
export function directoryHref(filters: Partial<DirectoryFilters>): string {
  return `${routes.findPartners}${filtersToQuery({ ...defaultFilters, ...filters })}`;
}

/** The concern choices, with a value the URL carried that is not one of them kept as its own. */
export function concernChoices(current?: string) {
  const list = concerns.map(({ value, label }) => ({ value, label }));
  if (current && !list.some((c) => c.value === current))
    list.push({ value: current, label: current.charAt(0).toUpperCase() + current.slice(1) });
  return list;
}

export { feeCeilings };
