import { lazyIsland } from '@/components/lazy-island';

/** /account; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./AccountWorkspace'));
