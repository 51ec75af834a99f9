import { Fragment, type ReactNode } from 'react';

/** Links Wren may show: Haven's own pages and the 988 Lifeline's site. Anything else stays text. */
const SAFE_LINK = /^(?:\/[a-z0-9\-/#?=&]*|https:\/\/988lifeline\.org\/?[\w\-/]*)$/i;

function inline(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${keyBase}-${(i += 1)}`;
    if (m[1] !== undefined) {
      out.push(<strong key={k}>{inline(m[1], k)}</strong>);
    } else if (m[2] !== undefined && m[3] !== undefined && SAFE_LINK.test(m[3])) {
      out.push(
        <a key={k} href={m[3]} className="text-primary font-semibold underline underline-offset-2">
          {m[2]}
        </a>,
      );
    } else {
      out.push(m[2] ?? m[0]);
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Renders Wren's small markdown subset (paragraphs, "- " lists, **bold**, safe links) as React nodes, never as HTML. */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*-\s+/.test(l))) {
          return (
            <ul key={b} className="my-2 list-disc space-y-1 pl-5">
              {lines.map((l, i) => (
                <li key={i}>{inline(l.replace(/^\s*-\s+/, ''), `${b}-${i}`)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={b} className="my-2 first:mt-0 last:mb-0">
            {lines.map((l, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {inline(l, `${b}-${i}`)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
