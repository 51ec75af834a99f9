import { crisis } from '@/config/haven';

interface CrisisCardProps {
  title?: string;
  children?: React.ReactNode;
}

/** The crisis resources for React islands: 988, text HOME to 741741, 911, and the safety plan. */
export function CrisisCard({ title = 'Immediate Support Available', children }: CrisisCardProps) {
  return (
    <section
      role="region"
      aria-label="Crisis resources"
      data-crisis-resources
      className="border-crisis/50 bg-crisis-surface rounded-xl border-2 p-5"
    >
      <h2 className="font-sans text-xl font-bold">{title}</h2>
      {children}
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        <li>
          <p className="font-semibold">Suicide & Crisis Lifeline</p>
          <p>
            Call or text{' '}
            <a className="crisis-link" href={crisis.lifeline.call}>
              988
            </a>{' '}
            or{' '}
            <a className="crisis-link" href={crisis.lifeline.chat}>
              chat online
            </a>
            . 24/7 and confidential.
          </p>
        </li>
        <li>
          <p className="font-semibold">Crisis Text Line</p>
          <p>
            Text{' '}
            <a className="crisis-link" href={crisis.textLine.href}>
              HOME to 741741
            </a>
            . 24/7 and confidential.
          </p>
        </li>
        <li>
          <p className="font-semibold">Immediate danger</p>
          <p>
            Call{' '}
            <a className="crisis-link" href={crisis.emergency.href}>
              911
            </a>
            .
          </p>
        </li>
      </ul>
      <p className="mt-2">
        <a className="inline-flex min-h-11 items-center underline" href="/safety-plan">
          Open your safety plan
        </a>
      </p>
    </section>
  );
}
