/** A double-quoted SQL identifier. Names are checked against the schema cache before they get here. */
export function ident(name: string): string {
  return `"${name.replaceAll('\0', '').replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * Collects bound parameters. Every value is sent as text and cast in SQL to the type the
 * schema cache knows, so drivers never reinterpret request values (PGlite's serializers would
 * otherwise re-encode strings bound to json or bytea parameters).
 */
export class SqlParams {
  readonly values: string[] = [];

  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** A value cast to `type`, which must come from the catalog (format_type) or a validated cast. */
  typed(value: string, type: string): string {
    return `CAST(${this.text(value)} AS ${type})`;
  }
}

/** A Postgres array literal `{"a","b"}` with every element quoted. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** The array type of `type` (`integer` → `integer[]`); arrays stay as they are. */
export function arrayOf(type: string): string {
  return type.endsWith('[]') ? type : `${type}[]`;
}

/**
 * A user-supplied cast (`col::text`) goes into SQL unquoted, as PostgREST does, so that
 * `double precision` or `int` keep working. Only words of identifier characters are allowed,
 * which cannot escape the `CAST(… AS …)` they are placed in.
 */
export function isSafeCast(cast: string): boolean {
  return cast.length <= 63 && /^[A-Za-z_][A-Za-z0-9_$]*( [A-Za-z_][A-Za-z0-9_$]*)*$/.test(cast);
}
