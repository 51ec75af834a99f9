/**
 * The partner profile schema, shared with the partner-onboarding edge function so the form and
 * the function give the same answers. It lives beside the function because Supabase deploys
 * only what is inside supabase/functions.
 */
export {
  bioLength,
  fieldErrors,
  isValidNpi,
  profileSchema,
  type PartnerProfile,
} from '../../../supabase/functions/partner-onboarding/profile-schema.ts';
export type { Profession } from '../../../supabase/functions/partner-onboarding/professions.ts';
