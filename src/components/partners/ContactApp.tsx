import { lazyIsland } from '@/components/lazy-island';

/** The contact form; its code (and supabase-js) loads after the page has painted. */
export default lazyIsland(() => import('./ContactForm'));
