import { lazyIsland } from '@/components/lazy-island';

/** The member's shared-items panel; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./SharedWithProfessionals'));
