import { lazy } from 'react';
import { SignedInOnly } from './SignedInOnly';
import type { WeekStatusProps } from './WeekStatusPanel';

const WeekStatusPanel = lazy(() => import('./WeekStatusPanel'));

/** The top of a week page for members; its code loads only for signed-in members. */
export default function WeekStatus(props: WeekStatusProps) {
  return (
    <SignedInOnly>
      <WeekStatusPanel {...props} />
    </SignedInOnly>
  );
}
