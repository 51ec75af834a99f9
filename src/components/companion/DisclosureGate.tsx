import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { CrisisLines } from '@/components/ui/crisis-lines';
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
const ageChoices = [
  ['adult', 'I am 18 or older'],
  ['under-18', 'I am under 18'],
] as const;

/**
 * Wording that depends on the reader. The live gate knows which applies; the loading preview
 * renders both and lets the attributes the boot script set on <html> pick (src/styles/global.css).
 */
type Attributes = Record<`data-${string}`, string>;
type Variant = { known: boolean } | { preview: readonly [Attributes, Attributes] };

function Either({ variant, yes, no, as: Tag = 'span' }: { variant: Variant; yes: ReactNode; no: ReactNode; as?: 'span' | 'li' }) {
  if ('known' in variant) return <Tag>{variant.known ? yes : no}</Tag>;
  const [yesAttributes, noAttributes] = variant.preview;
  return (
    <>
      <Tag {...yesAttributes}>{yes}</Tag>
      <Tag {...noAttributes}>{no}</Tag>
    </>
  );
}

interface DisclosureViewProps {
  firstUse: Variant;
  member: Variant;
  /** The age question, when there is one. */
  age?: ReactNode;
  action: ReactNode;
  preview?: boolean;
}

/** The disclosure's words and layout, shared by the gate and its loading preview. */
function DisclosureView({ firstUse, member, age, action, preview = false }: DisclosureViewProps) {
  return (
    <section
      aria-labelledby={preview ? 'wren-disclosure-preview-title' : 'wren-disclosure-title'}
      aria-busy={preview || undefined}
      data-slot={preview ? 'disclosure-preview' : 'disclosure-gate'}
      data-wren-preview={preview ? 'gate' : undefined}
      className="border-border bg-card mx-auto max-w-2xl rounded-2xl border p-6 md:p-8"
    >
      <h2 id={preview ? 'wren-disclosure-preview-title' : 'wren-disclosure-title'} className="text-2xl font-semibold">
        <Either variant={firstUse} yes={`Before you chat with ${product.companion}`} no="A reminder before you start" />
      </h2>
      <p className="mt-3 text-lg">
        <strong>You are chatting with an AI, not a human.</strong> {product.companion} is a computer program. It cannot feel emotions, and
        it is not a therapist, counselor or any kind of licensed professional.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5">
        <li>{product.companion} offers self-help and reflection. It does not diagnose and does not give advice about medication.</li>
        <li>
          It is not an emergency service. <CrisisLines variant="sentence" lead="If you are in danger or thinking about suicide," />
        </li>
        <li>AI companions may not be suitable for some minors. {product.name} is for adults aged 18 and over.</li>
        <Either
          as="li"
          variant={member}
          yes="You are signed in, so your conversations are saved to your account. You can delete any message, or all of them, at any time."
          no="You are chatting as a guest: nothing you write is saved on our server, and the chat disappears when you leave or reload this page."
        />
      </ul>
      <p className="mt-4">
        Read how {product.companion} handles signs of risk in the{' '}
        <a href={routes.crisisProtocol} className="text-primary font-semibold underline">
          crisis and safety protocol
        </a>
        .
      </p>
      {age}
      {action}
    </section>
  );
}

interface AgeQuestionProps {
  name: string;
  value: GuestAge | null;
  onChange?: (age: GuestAge) => void;
  error?: string | null;
  errorId?: string;
  firstChoice?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

function AgeQuestion({ name, value, onChange, error, errorId, firstChoice, disabled }: AgeQuestionProps) {
  return (
    <fieldset
      className="mt-6 grid gap-1"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      data-wren-preview={disabled ? 'age' : undefined}
    >
      <legend className="font-semibold">How old are you?</legend>
      {ageChoices.map(([choice, label], index) => (
        <label key={choice} className="flex min-h-11 items-center gap-3">
          <input
            ref={index === 0 ? firstChoice : undefined}
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange?.(choice)}
            className="accent-primary size-5"
          />
          {label}
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-crisis text-sm font-semibold">
          {error}
        </p>
      )}
    </fieldset>
  );
}

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
    <DisclosureView
      firstUse={{ known: firstUse }}
      member={{ known: member }}
      age={
        askAge && (
          <AgeQuestion
            name={`${id}-age`}
            value={age}
            onChange={(choice) => {
              setAge(choice);
              setError(null);
            }}
            error={error}
            errorId={`${id}-error`}
            firstChoice={firstChoice}
          />
        )
      }
      action={
        <Button size="lg" className="mt-6" onClick={start}>
          {age === 'under-18' ? 'Continue' : 'I understand, start chatting'}
        </Button>
      }
    />
  );
}

/**
 * What the chat shows while its code and the session load. It is in the page's HTML, so the
 * disclosure a first-time visitor needs paints at once instead of after the chat's JavaScript;
 * the boot script's attributes choose between the disclosure (as this device will see it) and
 * "Loading..." for someone going straight back into a conversation. The controls stay disabled
 * until the live gate replaces this, with the same words in the same place.
 */
export function ChatPending() {
  return (
    <>
      <p data-wren-preview="loading" className="text-muted-foreground py-8 text-center">
        Loading...
      </p>
      <DisclosureView
        preview
        firstUse={{ preview: [{ 'data-wren-preview': 'first-use' }, { 'data-wren-preview': 'returning' }] }}
        member={{ preview: [{ 'data-when': 'signed-in' }, { 'data-when': 'signed-out' }] }}
        age={<AgeQuestion name="wren-age-preview" value={null} disabled />}
        action={
          <Button size="lg" className="mt-6" disabled>
            I understand, start chatting
          </Button>
        }
      />
    </>
  );
}
