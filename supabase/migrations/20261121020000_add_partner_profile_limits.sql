-- Limits on what a partner profile may hold, so every client (onboarding function, dashboard,
-- admin area) gets the same answer.
-- Tables: public.partners (check constraints only)
--
-- photo_url holds the photo itself as a small data URL (PNG, JPEG or WebP, at most 200 KB of
-- text), never a link: pages that show it then make no request to any other host, and the
-- photo is covered by the same row-level security, export and deletion as the rest of the row.

alter table public.partners
  add constraint partners_photo_is_small_data_url check (
    photo_url is null
    or (
      octet_length(photo_url) <= 204800
      and photo_url ~ '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$'
    )
  ),
  add constraint partners_list_sizes check (
    cardinality(license_states) <= 10
    and cardinality(specialties) <= 25
    and cardinality(approaches) <= 25
    and cardinality(languages) <= 15
    and cardinality(insurance) <= 40
    and char_length(array_to_string(specialties || approaches || languages || insurance, '')) <= 4000
  ),
  add constraint partners_fee_limits check (fee_min <= 2000 and fee_max <= 2000),
  add constraint partners_in_person_has_place check (not in_person or (city is not null and state is not null));

comment on column public.partners.photo_url is
  'The profile photo as a data URL (image/png, image/jpeg or image/webp, base64, at most 200 KB). Links to other hosts are refused.';
