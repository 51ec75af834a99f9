-- Directory search: one call with every filter, sorted the same way for the build and the
-- browser, paginated with supabase-js .range() and counted with { count: 'exact' }.
-- Functions: public.search_partners

/**
 * Verified partners (partner_directory rows) matching every filter given; null means "any".
 *   p_state        licensed in this state (what matters for telehealth and in person alike)
 *   p_session      'telehealth' or 'in_person'
 *   p_insurance    part of an insurer's name, any case ("aetna" finds "Aetna")
 *   p_specialties  any one of these specialties, any case (a concern expands to several)
 *   p_language     a language, any case
 *   p_max_fee      the lowest fee is at most this many dollars (partners without a fee are left out)
 *   p_sort         'name' (default) or 'recent' (most recently verified first)
 * Accepting partners always come first; the id breaks ties so pages never overlap.
 * Security invoker: it reads only the public view, exactly as the caller could.
 */
create or replace function public.search_partners(
  p_profession text default null,
  p_state text default null,
  p_session text default null,
  p_insurance text default null,
  p_specialties text[] default null,
  p_language text default null,
  p_max_fee integer default null,
  p_sliding_scale boolean default null,
  p_accepting boolean default null,
  p_sort text default 'name'
)
returns setof public.partner_directory
language sql
stable
security invoker
set search_path = ''
as $$
  select d.*
  from public.partner_directory d
  where (p_profession is null or d.profession = p_profession)
    and (p_state is null or upper(p_state) = any (d.license_states))
    and (p_session is null
         or (p_session = 'telehealth' and d.telehealth)
         or (p_session = 'in_person' and d.in_person))
    and (nullif(btrim(p_insurance), '') is null
         or exists (select 1 from unnest(d.insurance) as i (name)
                    where i.name ilike '%' || btrim(p_insurance) || '%'))
    and (coalesce(cardinality(p_specialties), 0) = 0
         or exists (select 1 from unnest(d.specialties) as s (name)
                    where lower(s.name) in (select lower(x) from unnest(p_specialties) as x)))
    and (nullif(btrim(p_language), '') is null
         or exists (select 1 from unnest(d.languages) as l (name)
                    where lower(l.name) = lower(btrim(p_language))))
    and (p_max_fee is null or d.fee_min <= p_max_fee)
    and (p_sliding_scale is not true or d.sliding_scale)
    and (p_accepting is not true or d.accepting_clients)
  order by
    d.accepting_clients desc,
    case when p_sort = 'recent' then d.verified_at end desc nulls last,
    d.full_name,
    d.id
$$;

comment on function public.search_partners(text, text, text, text, text[], text, integer, boolean, boolean, text) is
  'The directory search: verified partners matching every given filter, accepting first, then by name or most recently verified.';

revoke execute on function public.search_partners(text, text, text, text, text[], text, integer, boolean, boolean, text) from public;
grant execute on function public.search_partners(text, text, text, text, text[], text, integer, boolean, boolean, text)
  to anon, authenticated, service_role;
