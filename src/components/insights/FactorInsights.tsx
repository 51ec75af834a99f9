import { enoughSleepHours, factorEffects, minFactorDays, type FactorLog } from '@/lib/insights/factors';
import { factorCaution, factorSentence } from '@/lib/insights/sentences';
import { Panel } from './Panel';

/** What seems to go with better or harder days, with the numbers behind each statement. */
export function FactorInsights({ moods, timeZone }: { moods: readonly FactorLog[]; timeZone: string }) {
  const effects = factorEffects(moods, timeZone);
  return (
    <Panel id="factors-heading" title="What goes with your mood">
      {effects.length === 0 ? (
        <p data-insight="factors-waiting">
          Nothing to compare yet. A factor shows here once you have at least {minFactorDays} days with it and {minFactorDays} days without
          it, for example days you exercised and days you didn&apos;t. Add sleep, exercise, time with people or your own tags under
          &ldquo;Add more&rdquo; when you check in.
        </p>
      ) : (
        <ul className="grid gap-3">
          {effects.map((effect) => (
            <li key={effect.key} data-insight={`factor-${effect.key}`}>
              <p>{factorSentence(effect)}</p>
              {factorCaution(effect) && <p className="text-muted-foreground text-sm">{factorCaution(effect)}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-sm">
        Moods are averaged per day. Sleep compares nights of {enoughSleepHours} hours or more with shorter ones. A pattern here shows what
        tends to happen together, not what causes what.
      </p>
    </Panel>
  );
}
