import { CrisisLines } from './crisis-lines';

interface CrisisCardProps {
  title?: string;
  children?: React.ReactNode;
}

/** The crisis card for React islands: a title, what the surface wants to say, the crisis lines and the safety plan. */
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
      <CrisisLines columns />
      <p className="mt-2">
        <a className="inline-flex min-h-11 items-center underline" href="/safety-plan">
          Open your safety plan
        </a>
      </p>
    </section>
  );
}
