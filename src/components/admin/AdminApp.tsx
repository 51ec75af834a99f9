import { lazyIsland } from '@/components/lazy-island';
import { AdminPending } from './AdminPending';

/**
 * The admin island (/admin). Signed-out visitors see the page's sign-in prompt instead; signed-in
 * ones see the tabs and the Articles section's top from the HTML while the code loads.
 */
export default lazyIsland(() => import('./AdminWorkspace'), <AdminPending />);
