import { useEffect, useRef } from 'react';
import { product, routes } from '@/config/haven';
import { CrisisLines } from '@/components/ui/crisis-lines';

/**
 * Shown instead of the chat to a guest who says they are under 18: kind words and free, 24/7
 * help. `focus` moves focus to the heading (right after the answer, when the gate's button is gone).
 */
export function YoungPeopleScreen({ focus = false }: { focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section
      aria-labelledby="young-people-title"
      data-slot="young-people"
      className="border-border bg-card mx-auto max-w-2xl rounded-2xl border p-6 md:p-8"
    >
      <h2 id="young-people-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        Thanks for telling us. {product.companion} is for adults.
      </h2>
      <p className="mt-3 text-lg">
        {product.name} and its AI companion are made for people aged 18 and over, so the chat isn’t open to you. That isn’t because anything
        is wrong with you. Whatever is on your mind matters, and you deserve to talk it through with a real person.
      </p>
      <h3 className="mt-6 text-xl font-semibold">Free help for young people, any time</h3>
      <p className="mt-3">
        You don’t have to be in crisis to reach out: these lines listen to young people about anything that feels too big.
      </p>
      <div className="border-crisis/50 bg-crisis-surface mt-3 rounded-xl border-2 p-4">
        <CrisisLines />
      </div>
      <p className="mt-6">
        It can also help to talk to an adult you trust, like a parent, a relative, a teacher or a school counselor. You can read{' '}
        <a className="text-primary font-semibold underline" href={routes.getHelp}>
          more ways to get help
        </a>
        .
      </p>
    </section>
  );
}
