/**
 * A polite live region that is always in the page, so screen readers announce each new
 * message ("Saved. The public site updates in about a minute.").
 */
export function Notice({ message, tone = 'info' }: { message: string | null; tone?: NoticeText['tone'] | undefined }) {
  return (
    <p role="status" data-tone={tone} className="text-success data-[tone=error]:text-crisis min-h-6 font-semibold">
      {message}
    </p>
  );
}

export const siteUpdateNote = 'The public site updates in about a minute.';

export interface NoticeText {
  text: string;
  tone: 'info' | 'error';
}
