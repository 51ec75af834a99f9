import type { Context } from 'hono';
import { errors } from './errors.ts';

export type Body = Record<string, unknown>;

/** The JSON request body as an object; an empty body is `{}`, anything unparsable is 400 `bad_json`. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw errors.badJson();
  return parsed as Body;
}

export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw errors.validation(`${key} must be a string`);
  return value;
}

export function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.validation(`${key} must be a JSON object`);
  return value as Record<string, unknown>;
}

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A trimmed, lower-cased email address (400 `validation_failed` / `email_address_invalid`). */
export function requireEmail(value: unknown): string {
  if (value === undefined || value === null || value === '') throw errors.validation('An email address is required');
  if (typeof value !== 'string') throw errors.emailInvalid();
  const email = value.trim().toLowerCase();
  if (email.length > 255) throw errors.validation('An email address is too long');
  if (!EMAIL.test(email)) throw errors.emailInvalid();
  return email;
}

/**
 * A phone number as GoTrue checks it before any phone code: E.164 digits once a leading `+` and
 * spaces are dropped (400 `validation_failed`).
 */
export function requirePhone(value: string): string {
  const phone = value.replace(/^\+/, '').replaceAll(' ', '');
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) throw errors.validation('Invalid phone number format (E.164 required)');
  return phone;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
