import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { STEPS, type PlanItem, type SafetyPlan, type StepId } from './plan';

interface PlanEditorProps {
  plan: SafetyPlan;
  onChange: (plan: SafetyPlan) => void;
}

/** Edits the six steps; every change is saved on this device straight away. */
export function PlanEditor({ plan, onChange }: PlanEditorProps) {
  const setItems = (id: StepId, items: PlanItem[]) => onChange({ ...plan, steps: { ...plan.steps, [id]: items } });

  return (
    <form className="grid gap-6 print:hidden" onSubmit={(e) => e.preventDefault()} aria-label="Edit my safety plan">
      {STEPS.map((step, i) => {
        const items = plan.steps[step.id].length ? plan.steps[step.id] : [{ text: '', contact: '' }];
        return (
          <fieldset key={step.id} className="border-border bg-card grid gap-3 rounded-2xl border p-5">
            <legend className="px-1 text-lg font-semibold">
              Step {i + 1}: {step.title}
            </legend>
            <p className="text-muted-foreground">{step.prompt}</p>
            {items.map((item, k) => (
              <div key={k} className="grid items-end gap-2 md:grid-cols-[1fr_14rem_auto]">
                <Field label={`${step.title}, item ${k + 1}`}>
                  {(control) => (
                    <Input
                      {...control}
                      value={item.text}
                      maxLength={300}
                      placeholder={step.placeholder}
                      onChange={(e) =>
                        setItems(
                          step.id,
                          items.map((it, j) => (j === k ? { ...it, text: e.target.value } : it)),
                        )
                      }
                    />
                  )}
                </Field>
                {step.contact ? (
                  <Field label={`Phone or contact, item ${k + 1}`}>
                    {(control) => (
                      <Input
                        {...control}
                        value={item.contact}
                        maxLength={80}
                        inputMode="tel"
                        autoComplete="off"
                        onChange={(e) =>
                          setItems(
                            step.id,
                            items.map((it, j) => (j === k ? { ...it, contact: e.target.value } : it)),
                          )
                        }
                      />
                    )}
                  </Field>
                ) : (
                  <span className="hidden md:block" />
                )}
                <Button
                  variant="ghost"
                  aria-label={`Remove ${step.title.toLowerCase()}, item ${k + 1}`}
                  onClick={() =>
                    setItems(
                      step.id,
                      items.filter((_, j) => j !== k),
                    )
                  }
                >
                  Remove
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setItems(step.id, [...items, { text: '', contact: '' }])}
            >
              Add another
            </Button>
          </fieldset>
        );
      })}
      <Field
        label="The one thing that matters most to me, and is worth living for"
        hint="A person, a pet, a hope, a place: whatever it is for you."
      >
        {(control) => (
          <Textarea
            {...control}
            value={plan.reason}
            maxLength={500}
            onChange={(e) => onChange({ ...plan, reason: e.target.value })}
            className="min-h-24"
          />
        )}
      </Field>
    </form>
  );
}
