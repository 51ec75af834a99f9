import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PlanEditor } from './PlanEditor';
import { PlanView } from './PlanView';
import { PLAN_KEY, emptyPlan, isEmpty, loadPlan, savePlan, type SafetyPlan } from './plan';

/**
 * The safety plan builder: a read view for hard moments, an editor, printing, and clearing.
 * Everything stays in this browser (localStorage) and works offline.
 */
export default function SafetyPlanApp() {
  const [plan, setPlan] = useState<SafetyPlan | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    const loaded = loadPlan();
    setPlan(loaded);
    setEditing(isEmpty(loaded));
    const sync = (e: StorageEvent) => e.key === PLAN_KEY && setPlan(loadPlan());
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  if (!plan) return <p className="text-muted-foreground py-8 text-center">Loading...</p>;

  const change = (next: SafetyPlan) => setPlan(savePlan(next));
  const saved = plan.updatedAt ? new Date(plan.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : null;

  return (
    <div data-slot="safety-plan" className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant={editing ? 'primary' : 'outline'} onClick={() => setEditing((e) => !e)}>
          {editing ? 'Done editing' : 'Edit my plan'}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          Print my plan
        </Button>
        {!isEmpty(plan) && (
          <Button variant="ghost" onClick={() => setConfirmClear(true)}>
            Clear my plan
          </Button>
        )}
        <p role="status" className="text-muted-foreground text-sm">
          {saved ? `Saved on this device, ${saved}.` : 'Nothing saved yet. Your plan is kept only on this device.'}
        </p>
      </div>
      {editing ? (
        <>
          <PlanEditor plan={plan} onChange={change} />
          <div className="hidden print:block">
            <PlanView plan={plan} />
          </div>
        </>
      ) : (
        <PlanView plan={plan} />
      )}
      <Dialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear your safety plan?"
        description="This removes the plan from this device. It can't be undone, so you may want to print it first."
      >
        <div className="flex flex-wrap gap-3">
          <Button
            variant="crisis"
            onClick={() => {
              change(emptyPlan());
              setConfirmClear(false);
              setEditing(true);
            }}
          >
            Clear the plan
          </Button>
          <Button variant="outline" onClick={() => setConfirmClear(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
