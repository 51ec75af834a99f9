import type { SaveState } from '@/lib/programs-progress/autosave';

const words: Record<SaveState, string> = {
  idle: '',
  pending: 'Saved on this device…',
  saving: 'Saving to your account…',
  saved: 'Saved to your account.',
  error: '',
};

/** Where the member's words are: announced politely, and plain about a failed save. */
export function SaveStatus({ state, error }: { state: SaveState; error?: string | undefined }) {
  return (
    <p
      role="status"
      data-state={state}
      className="text-muted-foreground data-[state=error]:text-crisis min-h-6 text-sm data-[state=error]:font-semibold"
    >
      {state === 'error'
        ? `Not saved to your account yet (${error ?? 'no connection'}). Your words are kept on this device and we'll try again.`
        : words[state]}
    </p>
  );
}
