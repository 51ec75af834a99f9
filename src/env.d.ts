/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Hosted Supabase URL; empty means "the embedded server on this origin". */
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
