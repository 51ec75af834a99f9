import { lazy } from 'react';
import { SignedInOnly } from './SignedInOnly';
import type { WeekStatusProps } from './WeekStatusPanel';
import { WeekStatusPending } from './WeekStatusPending';

const WeekStatusPanel = lazy(() => import('./WeekStatusPanel'));

/**
 * The top of a week page for members; its code loads only for signed-in members, who see the
 * panel's shape from the page's HTML until then.
 */
export default function WeekStatus(props: WeekStatusProps) {
  return (
    <SignedInOnly pending={<WeekStatusPending week={props.week} outlines={props.outlines} />}>
      <WeekStatusPanel {...props} />
    </SignedInOnly>
  );
}
