import { lazyIsland } from '@/components/lazy-island';

/** The insights page; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./InsightsWorkspace'));
