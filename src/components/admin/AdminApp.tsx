import { lazyIsland } from '@/components/lazy-island';

/** The admin island (/admin). Signed-out visitors see the page's sign-in prompt instead. */
export default lazyIsland(() => import('./AdminWorkspace'));
