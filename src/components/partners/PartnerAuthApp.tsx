import { lazyIsland } from '@/components/lazy-island';

/** Partner sign-in; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./PartnerAuth'));
