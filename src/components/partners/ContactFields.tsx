import { Field, Input, Textarea } from '@/components/ui/field';
import type { ContactForm } from '@/lib/partners/contact-schema';
import { messageLength } from '@/lib/partners/contact-schema';

interface ContactFieldsProps {
  form: ContactForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<ContactForm>) => void;
  partnerName: string;
}

/** Name, how to reply, and the message. */
export function ContactFields({ form, errors, onChange, partnerName }: ContactFieldsProps) {
  return (
    <>
      <Field label="Your name" error={errors['name']} hint="A first name is fine.">
        {(control) => (
          <Input {...control} name="name" autoComplete="name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
        )}
      </Field>
      <Field label="Email" error={errors['email']}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        )}
      </Field>
      <Field label="Phone (optional)" error={errors['phone']}>
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="grid gap-1" aria-describedby={errors['preferred_contact'] ? 'preferred-error' : undefined}>
        <legend className="mb-1 font-semibold">How should {partnerName} reply?</legend>
        {(['email', 'phone'] as const).map((way) => (
          <label key={way} className="hover:bg-muted flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1">
            <input
              type="radio"
              name="preferred_contact"
              value={way}
              className="accent-primary size-5"
              checked={form.preferred_contact === way}
              onChange={() => onChange({ preferred_contact: way })}
            />
            {way === 'email' ? 'By email' : 'By phone'}
          </label>
        ))}
        {errors['preferred_contact'] && (
          <p id="preferred-error" className="text-crisis text-sm font-semibold">
            {errors['preferred_contact']}
          </p>
        )}
      </fieldset>
      <Field
        label="Your message"
        error={errors['message']}
        hint={`What you would like help with, and anything practical: your state, insurance, times that suit you. No need to share details you are not ready to. ${form.message.trim().length} of ${messageLength.max} characters.`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={7}
            maxLength={messageLength.max}
            value={form.message}
            onChange={(e) => onChange({ message: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
