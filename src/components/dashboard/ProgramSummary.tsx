import { limits, routes } from '@/config/haven';
import type { ActiveEnrolment } from '@/lib/queries/dashboard';

/** The program being followed and its current week, or an invitation to find one. */
export function ProgramSummary({ enrolment }: { enrolment: ActiveEnrolment | null }) {
  return (
    <section aria-labelledby="program-heading" className="border-border bg-card rounded-2xl border p-5">
      <h2 id="program-heading" className="text-xl font-semibold">
        Your program
      </h2>
      {enrolment ? (
        <>
          <p className="mt-2 text-lg font-semibold">{enrolment.program.title}</p>
          <p className="text-muted-foreground">
            Week {enrolment.week} of {limits.content.programWeeks}
            {enrolment.weekTitle ? `: ${enrolment.weekTitle}` : ''}
          </p>
          <a
            className="bg-primary text-primary-foreground mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold"
            href={routes.program(enrolment.program.slug)}
          >
            Continue week {enrolment.week}
          </a>
        </>
      ) : (
        <>
          <p className="mt-2">You are not following a program right now. Each one is six weeks of short lessons and small exercises.</p>
          <a className="mt-3 inline-flex min-h-11 items-center font-semibold underline" href={routes.programs}>
            Explore programs
          </a>
        </>
      )}
    </section>
  );
}
