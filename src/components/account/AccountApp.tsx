import { lazyIsland } from '@/components/lazy-island';
import { AccountPending } from './AccountPending';

/** /account; its code (and supabase-js) loads after the page has painted, its first screen from the HTML. */
export default lazyIsland(() => import('./AccountWorkspace'), <AccountPending />);
