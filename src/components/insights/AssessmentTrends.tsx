import { routes } from '@/config/haven';
import { scoreNote, scoreTrends, trendSentence, type ScorePoint } from '@/lib/insights/assessments';
import { contextLabel } from '@/lib/insights/history';
import { Panel } from './Panel';

/** GAD-7 and PHQ-9 over time, from intake and check-in assessments. */
export function AssessmentTrends({ scores }: { scores: readonly ScorePoint[] }) {
  const trends = scoreTrends(scores);
  return (
    <Panel id="trends-heading" title="Your assessment scores">
      {trends.length === 0 && <p>No assessment scores yet. Take the wellbeing assessment to see how scores change over time.</p>}
      {trends.map((trend) => (
        <div key={trend.instrument}>
          <p data-insight={`trend-${trend.instrument}`}>{trendSentence(trend)}</p>
          {trend.points.length > 1 && (
            <ol className="text-muted-foreground mt-2 grid gap-1 text-sm" aria-label={`${trend.instrument} scores, oldest first`}>
              {trend.points.map((point) => (
                <li key={`${point.at}-${point.total}`}>
                  {new Date(point.at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}: {point.total} (
                  {point.severity}), {contextLabel(point.context)}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
      {trends.length > 0 && <p className="text-muted-foreground text-sm">{scoreNote}</p>}
      <a className="inline-flex min-h-11 items-center font-semibold underline" href={trends.length ? routes.checkIn : routes.assessment}>
        {trends.length ? 'Take a new check-in' : 'Take the assessment'}
      </a>
    </Panel>
  );
}
