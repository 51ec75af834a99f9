import { CrisisLines } from '@/components/ui/crisis-lines';
import { routes } from '@/config/haven';
import type { Suggestion } from '@/lib/insights/suggestions';

/** A few plain suggestions; help in a crisis is always one click away. */
export function SuggestionList({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return (
    <section aria-labelledby="suggestions-heading" className="border-border bg-card rounded-2xl border p-5">
      <h2 id="suggestions-heading" className="text-xl font-semibold">
        Ideas for today
      </h2>
      {suggestions.length === 0 ? (
        <p className="mt-2">You have checked in today. Nothing else is needed: come back whenever it helps.</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {suggestions.map((suggestion) => (
            <li key={suggestion.key} data-suggestion={suggestion.key}>
              <p className="font-semibold">{suggestion.title}</p>
              <p>{suggestion.text}</p>
              <p className="mt-1 flex flex-wrap gap-x-5">
                {suggestion.links.map((link) => (
                  <a key={link.href} className="inline-flex min-h-11 items-center font-semibold underline" href={link.href}>
                    {link.label}
                  </a>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="border-border mt-4 border-t pt-3 text-sm">
        <CrisisLines variant="sentence" lead="Need to talk to someone now?" />{' '}
        <a className="font-semibold underline" href={routes.getHelp}>
          See all crisis options
        </a>
        .
      </p>
    </section>
  );
}
