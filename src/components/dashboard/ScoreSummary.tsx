import { routes } from '@/config/haven';
import { scoreNote, scoreTrends, trendSentence, type ScorePoint } from '@/lib/insights/assessments';

/** The latest GAD-7 and PHQ-9 scores with their change since the one before. */
export function ScoreSummary({ scores }: { scores: readonly ScorePoint[] }) {
  const trends = scoreTrends(scores);
  return (
    <section aria-labelledby="scores-heading" className="border-border bg-card rounded-2xl border p-5">
      <h2 id="scores-heading" className="text-xl font-semibold">
        Your assessment scores
      </h2>
      {trends.length === 0 ? (
        <p className="mt-2">You have not taken an assessment yet. It takes 5 to 10 minutes and can suggest programs that fit.</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3">
            {trends.map((trend) => (
              <li key={trend.instrument}>
                <p className="font-semibold">
                  {trend.instrument}: {trend.latest.total} of {trend.max} ({trend.latest.severity})
                </p>
                <p className="text-muted-foreground text-sm">{trendSentence(trend)}</p>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground mt-3 text-sm">{scoreNote}</p>
        </>
      )}
      <a
        className="mt-3 inline-flex min-h-11 items-center font-semibold underline"
        href={trends.length ? routes.checkIn : routes.assessment}
      >
        {trends.length ? 'Take a new check-in' : 'Take the assessment'}
      </a>
    </section>
  );
}
