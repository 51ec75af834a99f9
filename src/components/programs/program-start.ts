import { programWeekRoute } from '@/lib/programs-progress/routes';
import { sessionReady } from '@/stores/session';
import { $programPage, loadProgramPage, pauseProgram, restartProgram, startProgram, type ProgramPageState } from '@/stores/programs';

type View = 'loading' | 'none' | 'active' | 'paused' | 'completed' | 'other';

function viewOf({ status, enrolment, otherActive }: ProgramPageState): View {
  if (status !== 'ready') return 'loading';
  if (enrolment?.status === 'active') return 'active';
  if (otherActive) return 'other';
  return enrolment?.status === 'paused' ? 'paused' : enrolment?.status === 'completed' ? 'completed' : 'none';
}

function render(root: HTMLElement, slug: string, state: ProgramPageState) {
  const view = viewOf(state);
  for (const part of root.querySelectorAll<HTMLElement>('[data-state]')) part.hidden = part.dataset['state'] !== view;
  const week = state.enrolment?.current_week ?? 1;
  for (const el of root.querySelectorAll('[data-current-week]')) el.textContent = String(week);
  for (const el of root.querySelectorAll<HTMLAnchorElement>('[data-continue]')) el.href = programWeekRoute(slug, week);
  const other = state.otherActive;
  const title = other?.programs?.title ?? 'another program';
  for (const el of root.querySelectorAll('[data-other-title]')) el.textContent = title;
  // Button labels are one text node each: the button's flex gap would space out inline parts.
  for (const el of root.querySelectorAll<HTMLElement>('[data-label]')) {
    el.textContent = (el.dataset['label'] ?? '').replace('{week}', String(week)).replace('{other}', title);
  }
  const link = root.querySelector<HTMLAnchorElement>('[data-other-link]');
  if (link && other?.programs) link.href = programWeekRoute(other.programs.slug, other.current_week);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-action]')) button.disabled = state.busy;
  const error = root.querySelector<HTMLElement>('[data-error]');
  if (error) {
    error.textContent = state.error ?? '';
    error.hidden = !state.error;
  }
}

/** Shows the member's state in the prebuilt start panel and wires its buttons. */
export async function enhanceProgramStart(root: HTMLElement) {
  const slug = root.dataset['slug'] ?? '';
  const { user } = await sessionReady();
  if (!user) return;
  $programPage.subscribe((state) => render(root, slug, state));
  void loadProgramPage(slug);
  const goToCurrentWeek = (ok: boolean) => {
    if (ok) window.location.assign(programWeekRoute(slug, $programPage.get().enrolment?.current_week ?? 1));
  };
  root.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLButtonElement>('button[data-action]')?.dataset['action'];
    if (action === 'start') void startProgram().then(goToCurrentWeek);
    else if (action === 'switch') void startProgram({ pauseOther: true }).then(goToCurrentWeek);
    else if (action === 'restart') void restartProgram().then(goToCurrentWeek);
    else if (action === 'pause')
      void pauseProgram().then(() => root.querySelector<HTMLElement>('[data-state]:not([hidden]) button')?.focus());
  });
}
