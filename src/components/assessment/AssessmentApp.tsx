import { lazyIsland } from '@/components/lazy-island';

/**
 * The assessment island: the intake assessment (/assessment, /clinical-assessment) or the
 * weekly check-in (/haven-assessment). Members only; the page shows the sign-in prompt otherwise.
 */
export default lazyIsland(() => import('./AssessmentWorkspace'));
