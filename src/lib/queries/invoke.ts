import type { FunctionInvokeOptions } from '@supabase/functions-js';
import type { BackendClient } from '@/lib/supabase';

/** What an edge function answered: its JSON, or the error (functions-js declares it `any`). */
export type FunctionResult<T> = { data: T; error: null } | { data: null; error: unknown };

/** `client.functions.invoke`, with the error typed `unknown` so callers look at it before using it. */
export function invokeFunction<T>(client: BackendClient, name: string, options?: FunctionInvokeOptions): Promise<FunctionResult<T>> {
  return client.functions.invoke<T>(name, options);
}
