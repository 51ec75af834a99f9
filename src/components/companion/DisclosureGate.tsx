import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { product, routes } from '@/config/haven';
import type { GuestAge } from './guest-age';

interface DisclosureGateProps {
  firstUse: boolean;
  member: boolean;
  /** Ask a guest's age (members confirmed theirs when they joined; a guest answers once per device). */
  askAge: boolean;
  /** Called with the guest's answer when `askAge`, else with null. */
  onAcknowledge: (age: GuestAge | null) => void;
}

const AGE_MISSING = 'Please tell us whether you are 18 or older.';

/** The AI disclosure, acknowledged before the first chat and at the start of every session. */
export function DisclosureGate({ firstUse, member, askAge, onAcknowledge }: DisclosureGateProps) {
  const id = useId();
  const [age, setAge] = useState<GuestAge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);

  function start() {
    if (askAge && !age) {
      setError(AGE_MISSING);
      firstChoice.current?.focus();
      return;
    }
    onAcknowledge(askAge ? age : null);
  }

  return (
    <section
      aria-labelledby="wren-disclosure-title"
      data-slot="disclosure-gate"
      className="border-border bg-card mx-auto max-w-2xl rounded-2xl border p-6 md:p-8"
    >
      <h2 id="wren-disclosure-title" className="text-2xl font-semibold">
        {firstUse ? `Before you chat with ${product.companion}` : `A reminder before you start`}
      </h2>
      <p className="mt-3 text-lg">
        <strong>You are chatting with an AI, not a human.</strong> {product.companion} is a computer program. It cannot feel emotions, and
        it is not a therapist, counselor or any kind of licensed professional.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5">
        <li>{product.companion} offers self-help and reflection. It does not diagnose and does not give advice about medication.</li>
        <li>
          It is not an emergency service. If you are in danger, call{' '}
          <a href="tel:911" className="text-crisis inline-flex min-h-11 min-w-11 items-center justify-center font-bold underline">
            911
          </a>
          . If you are thinking about suicide, call or text{' '}
          <a href="tel:988" className="text-crisis inline-flex min-h-11 min-w-11 items-center justify-center font-bold underline">
            988
          </a>
          .
        </li>
        <li>AI companions may not be suitable for some minors. {product.name} is for adults aged 18 and over.</li>
        <li>
          {member
            ? 'You are signed in, so your conversations are saved to your account. You can delete any message, or all of them, at any time.'
            : 'You are chatting as a guest: nothing you write is saved on our server, and the chat disappears when you leave or reload this page.'}
        </li>
      </ul>
      <p className="mt-4">
        Read how {product.companion} handles signs of risk in the{' '}
        <a href={routes.crisisProtocol} className="text-primary font-semibold underline">
          crisis and safety protocol
        </a>
        .
      </p>
      {askAge && (
        <fieldset className="mt-6 grid gap-1" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="font-semibold">How old are you?</legend>
          {(
            [
              ['adult', 'I am 18 or older'],
              ['under-18', 'I am under 18'],
            ] as const
          ).map(([value, label], index) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name={`${id}-age`}
                value={value}
                checked={age === value}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  setAge(value);
                  setError(null);
                }}
                className="accent-primary size-5"
              />
              {label}
            </label>
          ))}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-crisis text-sm font-semibold">
              {error}
            </p>
          )}
        </fieldset>
      )}
      <Button size="lg" className="mt-6" onClick={start}>
        {age === 'under-18' ? 'Continue' : 'I understand, start chatting'}
      </Button>
    </section>
  );
}
