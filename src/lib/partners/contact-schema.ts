import * as z from 'zod/mini';

/** The same shape the database accepts (contact_requests.email check). */
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phonePattern = /^\+?[\d\s().-]+$/;
const digits = (value: string) => value.replace(/\D/g, '').length;

export const messageLength = { min: 10, max: 4000 } as const;

/**
 * The contact form. Errors are written for the person filling it in. Email or phone (at least
 * one), the preferred way must be given, and consent to pass the message on is required.
 */
export const contactSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your name, or the name you would like to be called.'),
        z.maxLength(120, 'Please keep your name under 120 characters.'),
      ),
    email: z.string().check(
      z.trim(),
      z.maxLength(254, 'That email address is too long.'),
      z.refine((value) => value === '' || emailPattern.test(value), 'Please enter an email address like name@example.com.'),
    ),
    phone: z.string().check(
      z.trim(),
      z.maxLength(40, 'That phone number is too long.'),
      z.refine(
        (value) => value === '' || (phonePattern.test(value) && digits(value) >= 10 && digits(value) <= 15),
        'Please enter a phone number with area code, like (555) 123-4567.',
      ),
    ),
    preferred_contact: z.enum(['email', 'phone'], { error: 'Please choose how you would like to be contacted.' }),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(messageLength.min, `Please write a little more (at least ${messageLength.min} characters) so they know how to help.`),
        z.maxLength(messageLength.max, `Please keep your message under ${messageLength.max} characters.`),
      ),
    // A check rather than z.literal(true): a failed literal would stop the cross-field checks below.
    consent_to_share: z.boolean().check(z.refine((value) => value, 'Please tick this box so Haven can pass your message on.')),
    share_assessment: z._default(z.boolean(), false),
    share_mood: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: form });
      if (!form.email && !form.phone) issue('email', 'Please give an email address or a phone number so they can reply.');
      else if (form.preferred_contact === 'email' && !form.email) issue('email', 'You chose email: please enter your email address.');
      else if (form.preferred_contact === 'phone' && !form.phone) issue('phone', 'You chose phone: please enter your phone number.');
    }),
  );

/** What the form holds while it is being filled in. */
export type ContactForm = z.input<typeof contactSchema>;
export type ValidContact = z.output<typeof contactSchema>;

/** The contact_requests row for a valid form. */
export function toContactRow(partnerId: string, form: ValidContact) {
  return {
    partner_id: partnerId,
    name: form.name,
    email: form.email || null,
    phone: form.phone || null,
    preferred_contact: form.preferred_contact,
    message: form.message,
    consent_to_share: form.consent_to_share,
  };
}

export const emptyContact: ContactForm = {
  name: '',
  email: '',
  phone: '',
  preferred_contact: 'email',
  message: '',
  consent_to_share: false,
  share_assessment: false,
  share_mood: false,
};

/** Field name → first message, for showing errors next to their fields. */
export function contactErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
