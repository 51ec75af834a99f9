import { lazyIsland } from '@/components/lazy-island';

/** /auth; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./AuthWorkspace'));
