import { lazyIsland } from '@/components/lazy-island';

/** The journal tool; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./JournalWorkspace'));
