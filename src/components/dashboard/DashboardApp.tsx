import { lazyIsland } from '@/components/lazy-island';

/** The dashboard; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./DashboardWorkspace'));
