import { z } from 'zod';
import type { DirectoryRow } from '@/lib/partners/types';
import { professionValues } from '@/lib/partners/vocabulary';

const textList = z.array(z.string()).catch([]);

const fields = z.object({
  id: z.uuid(),
  profession: z.enum(professionValues),
  full_name: z.string().min(1),
  credentials: z.string().nullable(),
  license_number: z.string(),
  license_states: textList,
  npi: z.string().nullable(),
  specialties: textList,
  approaches: textList,
  languages: textList,
  insurance: textList,
  fee_min: z.number().int().nullable(),
  fee_max: z.number().int().nullable(),
  sliding_scale: z.boolean(),
  telehealth: z.boolean(),
  in_person: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  accepting_clients: z.boolean(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
});

/**
 * Checks a `partner_directory` row read at build time (used by build.ts only, never in the
 * browser). A sample never carries a verification date onto a page, whatever the row says.
 */
export const directoryRowSchema = z.union([
  fields.extend({ is_sample: z.literal(true), verified_at: z.unknown().transform((): null => null) }),
  fields.extend({ is_sample: z.literal(false), verified_at: z.string() }),
]) satisfies z.ZodType<DirectoryRow>;
