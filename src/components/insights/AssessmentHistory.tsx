import { useStore } from '@nanostores/react';
import { Table, type TableColumn } from '@/components/ui/table';
import { routes } from '@/config/haven';
import { scoreNote } from '@/lib/insights/assessments';
import { contextLabel, historyDate, NOT_SCORED, scoreLines, type HistoryEntry } from '@/lib/insights/history';
import { $assessmentHistory } from '@/stores/dashboard';
import { Panel } from './Panel';

/**
 * One questionnaire per line. Screen readers and copied text get "GAD-7 12 · moderate, PHQ-9 7 · mild".
 */
function ScoreLines({ scores }: { scores: HistoryEntry['scores'] }) {
  const lines = scoreLines(scores);
  if (lines.length === 0) return NOT_SCORED;
  return lines.map((line, index) => (
    <span key={line} className="block">
      {line}
      {index < lines.length - 1 && <span className="sr-only">, </span>}
    </span>
  ));
}

const columns = (timeZone: string): TableColumn<HistoryEntry>[] => [
  { header: 'Date', cell: (entry) => historyDate(entry.at, timeZone), cellClassName: 'whitespace-nowrap' },
  { header: 'Type', cell: (entry) => contextLabel(entry.context) },
  { header: 'Scores', cell: (entry) => <ScoreLines scores={entry.scores} /> },
];

/** Every completed assessment and check-in, newest first, with each questionnaire's score and band. */
export function AssessmentHistory({ timeZone }: { timeZone: string }) {
  const { data, error } = useStore($assessmentHistory);
  return (
    <Panel id="history-heading" title="Assessment history">
      {data === undefined && !error && <p className="text-muted-foreground">Loading your assessment history…</p>}
      {data === undefined && error && (
        <p role="alert">Your assessment history could not be loaded right now. Check your connection and refresh the page.</p>
      )}
      {data?.length === 0 && (
        <p data-history-empty>
          You have not completed an assessment yet.{' '}
          <a className="tap-link font-semibold underline" href={routes.assessment}>
            Take the wellbeing assessment
          </a>{' '}
          and your results will be listed here.
        </p>
      )}
      {data && data.length > 0 && (
        <>
          <Table
            data-assessment-history
            spacing="fluid"
            caption="Your completed assessments, newest first"
            columns={columns(timeZone)}
            rows={data}
            rowKey={(entry) => entry.sessionId}
            rowHeader
            alignTop
          />
          <p className="text-muted-foreground text-sm">{scoreNote}</p>
        </>
      )}
    </Panel>
  );
}
