import { CrisisLines } from '@/components/ui/crisis-lines';
import { STEPS, telHref, type SafetyPlan } from './plan';

/** The plan as a calm, readable page (and what gets printed). */
export function PlanView({ plan }: { plan: SafetyPlan }) {
  return (
    <article aria-label="My safety plan" className="grid gap-4">
      {plan.reason.trim() && (
        <section className="bg-accent text-accent-foreground rounded-2xl p-5">
          <h2 className="text-lg font-semibold">What matters most to me, and is worth living for</h2>
          <p className="mt-2 text-lg whitespace-pre-wrap">{plan.reason}</p>
        </section>
      )}
      {STEPS.map((step, i) => {
        const items = plan.steps[step.id].filter((item) => item.text.trim() || item.contact.trim());
        return (
          <section key={step.id} className="border-border bg-card break-inside-avoid rounded-2xl border p-5">
            <h2 className="text-lg font-semibold">
              Step {i + 1}: {step.title}
            </h2>
            {items.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {items.map((item, k) => {
                  const tel = telHref(item.contact);
                  return (
                    <li key={k}>
                      {item.text}
                      {item.contact && (
                        <>
                          {item.text ? ': ' : ''}
                          {tel ? (
                            <a className="text-primary font-semibold underline" href={tel}>
                              {item.contact}
                            </a>
                          ) : (
                            item.contact
                          )}
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted-foreground mt-2">Nothing added yet.</p>
            )}
            {step.id === 'professionals' && <CrisisLines />}
          </section>
        );
      })}
    </article>
  );
}
