import { lazyIsland } from '@/components/lazy-island';
import { AssessmentPending } from './AssessmentIntro';
import { variants } from './variants';

/**
 * The assessment island: the intake assessment (/assessment, /clinical-assessment) or the
 * weekly check-in (/haven-assessment). Members only; the page shows the sign-in prompt otherwise.
 * The intro is in the page's HTML, its button disabled until the code arrives.
 */
export default lazyIsland(
  () => import('./AssessmentWorkspace'),
  ({ variant }) => <AssessmentPending variant={variants[variant]} />,
);
