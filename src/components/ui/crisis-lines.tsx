import { crisisLines, crisisSentence, type Part } from '../../../supabase/functions/_shared/safety/resources.ts';

/** Renders sentence parts: words as text, links as inline links (in-sentence targets). */
function Sentence({ parts }: { parts: readonly Part[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} className="text-crisis font-bold underline underline-offset-2" href={part.href}>
        {part.text}
      </a>
    ),
  );
}

interface CrisisLinesProps {
  /** `list`: each line with its hours and a button per way to reach it; `sentence`: one sentence. */
  variant?: 'list' | 'sentence';
  /** Words before the sentence ("In crisis?"); a trailing comma keeps the sentence going. */
  lead?: string | undefined;
  /** Lay the list out in three columns on wide screens. */
  columns?: boolean;
}

/**
 * The crisis lines, from the one source (`_shared/safety/resources.ts`): used by React islands,
 * and rendered to plain HTML on static pages by `CrisisResources.astro`.
 */
export function CrisisLines({ variant = 'list', lead, columns = false }: CrisisLinesProps) {
  if (variant === 'sentence') {
    return (
      <span data-crisis-lines="sentence">
        <Sentence parts={crisisSentence(lead)} />
      </span>
    );
  }
  return (
    <ul data-crisis-lines="list" className={columns ? 'mt-4 grid gap-4 md:grid-cols-3' : 'mt-4 grid gap-4'}>
      {crisisLines.map((line) => (
        <li key={line.id}>
          <p className="font-semibold">{line.name}</p>
          <p className="text-sm">{line.hours}</p>
          <ul aria-label={`Ways to reach ${line.name}`} className="mt-2 flex flex-wrap gap-2">
            {line.actions.map((action) => (
              <li key={action.href}>
                <a className="crisis-action" href={action.href}>
                  {action.label}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
