import { lazy } from 'react';
import { SignedInOnly } from './SignedInOnly';
import type { WeekPracticeProps } from './WeekPracticePanel';

const WeekPracticePanel = lazy(() => import('./WeekPracticePanel'));

/** The worksheets, daily check and reflection under a lesson; its code loads only for signed-in members. */
export default function WeekPractice(props: WeekPracticeProps) {
  return (
    <SignedInOnly>
      <WeekPracticePanel {...props} />
    </SignedInOnly>
  );
}
