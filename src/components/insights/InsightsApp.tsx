import { lazyIsland } from '@/components/lazy-island';
import { InsightsPending } from './InsightsPending';

/** The insights page; its code (and supabase-js) loads after the page has painted, its first screen from the HTML. */
export default lazyIsland(() => import('./InsightsWorkspace'), <InsightsPending />);
