import { lazyIsland } from '@/components/lazy-island';
import { ChatPending } from './DisclosureGate';

/**
 * The Wren chat island; its code (and supabase-js) loads after the page has painted. Until then
 * the page shows the disclosure from its own HTML (or "Loading..." for a conversation in progress).
 */
export default lazyIsland(() => import('./ChatWorkspace'), <ChatPending />);
