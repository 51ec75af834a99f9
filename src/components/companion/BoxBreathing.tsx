import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

const PHASES = ['Breathe in', 'Hold', 'Breathe out', 'Hold'] as const;
const SECONDS = 4;
const ROUNDS = 4;

/**
 * The box-breathing pacer: four sides of four seconds, four rounds. The square's dot moves
 * unless the person prefers reduced motion; the words and count always show.
 */
export function BoxBreathing() {
  const [running, setRunning] = useState(false);
  const [tick, setTick] = useState(0);
  const total = PHASES.length * SECONDS * ROUNDS;
  const finished = tick >= total;

  useEffect(() => {
    if (!running || finished) return;
    const id = window.setInterval(() => setTick((t) => t + 1), 1000);
    return () => window.clearInterval(id);
  }, [running, finished]);

  const side = Math.floor(tick / SECONDS) % PHASES.length;
  const count = SECONDS - (tick % SECONDS);
  const round = Math.min(ROUNDS, Math.floor(tick / (SECONDS * PHASES.length)) + 1);
  const label = finished ? 'All four rounds done' : running ? `${PHASES[side]}… ${count}` : tick ? 'Paused' : 'Ready when you are';

  return (
    <div data-slot="box-breathing" className="bg-secondary/60 mt-3 flex flex-wrap items-center gap-4 rounded-lg p-4">
      <div aria-hidden="true" className="border-primary relative size-24 shrink-0 rounded-sm border-4">
        <span
          className="bg-primary absolute size-4 rounded-full motion-safe:transition-all motion-safe:duration-1000 motion-safe:ease-linear"
          style={dotPosition(running || finished ? tick : 0)}
        />
      </div>
      <div className="grid gap-2">
        <p aria-live="polite" className="text-lg font-semibold">
          {label}
        </p>
        {!finished && (
          <p className="text-muted-foreground text-sm">
            Round {round} of {ROUNDS}
          </p>
        )}
        {!finished && (
          <Button variant="outline" onClick={() => setRunning((r) => !r)}>
            {running ? 'Pause' : tick ? 'Resume' : 'Start breathing'}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Where the dot sits on the square after `tick` seconds (clockwise from the bottom-left). */
function dotPosition(tick: number): { left: string; top: string } {
  const side = Math.floor(tick / SECONDS) % 4;
  const f = (tick % SECONDS) / SECONDS;
  const at = (x: number, y: number) => ({ left: `calc(${x * 100}% - 0.5rem)`, top: `calc(${y * 100}% - 0.5rem)` });
  if (side === 0) return at(0, 1 - f);
  if (side === 1) return at(f, 0);
  if (side === 2) return at(1, f);
  return at(1 - f, 1);
}
