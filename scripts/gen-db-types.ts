/**
 * Writes src/lib/database.types.ts: the TypeScript types of the `public` schema (tables, views,
 * functions, enums and composite types, with Row/Insert/Update and Relationships), in the shape
 * `supabase gen types typescript` produces, so `createClient<Database>` and the browser's
 * BackendClient type every `from()`, `select()` and `rpc()` from the migrations themselves.
 *
 * It applies supabase/migrations to a throwaway in-memory PGlite (as the embedded server does,
 * without the seed) and reads the schema with the server's own introspection
 * (server/rest/schema-cache.ts), then formats the file with the project's Prettier settings.
 *
 *   node scripts/gen-db-types.ts           rewrite the file
 *   node scripts/gen-db-types.ts --check   exit 1 when the file is not what the migrations give (npm test)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { openPglite } from '../server/db/pglite.ts';
import { migrate } from '../server/migrate.ts';
import { introspect, type Column, type Routine, type SchemaSnapshot, type Table } from '../server/rest/schema-cache.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src/lib/database.types.ts');
const SCHEMA = 'public';

interface Enum {
  name: string;
  values: string[];
}

/** A foreign key held by a table of the schema (to any schema, as the CLI lists them). */
interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
}

interface Composite {
  name: string;
  attributes: { name: string; type: string }[];
}

const scalarTypes: Record<string, string> = {
  boolean: 'boolean',
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const stringTypes =
  /^(text|citext|character varying|character|bpchar|"char"|name|uuid|date|time|timestamp|interval|bytea|inet|cidr|macaddr|tsvector|tsquery|money|bit)/;

const quote = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The TypeScript type of a `format_type` name (arrays, enums, composites and row types included). */
function tsType(type: string, snapshot: SchemaSnapshot, enums: Enum[], composites: Composite[]): string {
  if (type.endsWith('[]')) return `${tsType(type.slice(0, -2), snapshot, enums, composites)}[]`;
  const unqualified = type.startsWith(`${SCHEMA}.`) ? type.slice(SCHEMA.length + 1) : null;
  if (unqualified !== null) {
    if (enums.some((e) => e.name === unqualified)) return `Database[${JSON.stringify(SCHEMA)}]['Enums'][${JSON.stringify(unqualified)}]`;
    if (composites.some((c) => c.name === unqualified))
      return `Database[${JSON.stringify(SCHEMA)}]['CompositeTypes'][${JSON.stringify(unqualified)}]`;
    const table = snapshot.tables.get(`${SCHEMA}.${unqualified}`);
    if (table)
      return `Database[${JSON.stringify(SCHEMA)}][${JSON.stringify(table.kind === 'v' ? 'Views' : 'Tables')}][${JSON.stringify(unqualified)}]['Row']`;
  }
  const bare = type.replace(/^(pg_catalog|extensions)\./, '');
  if (bare in scalarTypes) return scalarTypes[bare]!;
  if (stringTypes.test(bare)) return 'string';
  return 'unknown';
}

function objectType(fields: string[]): string {
  return fields.length === 0 ? '{ [_ in never]: never }' : `{\n${fields.join('\n')}\n}`;
}

function renderTable(table: Table, foreignKeys: ForeignKey[], snapshot: SchemaSnapshot, enums: Enum[], composites: Composite[]): string {
  const type = (column: Column) => tsType(column.type, snapshot, enums, composites) + (column.nullable ? ' | null' : '');
  const columns = [...table.columns.values()].sort((a, b) => a.name.localeCompare(b.name));
  const row = columns.map((column) => `${quote(column.name)}: ${type(column)}`);
  const insert = columns.map((column) => {
    if (column.generated) return `${quote(column.name)}?: never`;
    const optional = column.nullable || column.defaultExpr !== null;
    return `${quote(column.name)}${optional ? '?' : ''}: ${type(column)}`;
  });
  const update = columns.map((column) => `${quote(column.name)}?: ${column.generated ? 'never' : type(column)}`);
  const relationships = foreignKeys
    .filter((fk) => fk.table === table.name)
    .map(
      (fk) => `{
        foreignKeyName: ${JSON.stringify(fk.name)}
        columns: [${fk.columns.map((c) => JSON.stringify(c)).join(', ')}]
        isOneToOne: ${isUnique(table, fk.columns)}
        referencedRelation: ${JSON.stringify(fk.referenced_table)}
        referencedColumns: [${fk.referenced_columns.map((c) => JSON.stringify(c)).join(', ')}]
      },`,
    );
  const parts = [`Row: ${objectType(row)}`];
  if (table.kind !== 'v') parts.push(`Insert: ${objectType(insert)}`, `Update: ${objectType(update)}`);
  parts.push(`Relationships: [${relationships.join('\n')}]`);
  return `${quote(table.name)}: {\n${parts.join('\n')}\n}`;
}

const isUnique = (table: Table, columns: string[]) =>
  [table.primaryKey, ...table.uniqueKeys].some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));

function renderRoutine(
  name: string,
  overloads: Routine[],
  strict: Set<string>,
  snapshot: SchemaSnapshot,
  enums: Enum[],
  composites: Composite[],
): string {
  const type = (t: string) => tsType(t, snapshot, enums, composites);
  // A function that is not STRICT is called with SQL null for any argument (and most of ours
  // read null as "any"), so its arguments take null as well.
  const orNull = strict.has(name) ? '' : ' | null';
  const variants = overloads
    .map((routine) => {
      const args =
        routine.params.length === 0
          ? 'never'
          : objectType(
              [...routine.params]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((p) => `${quote(p.name)}${p.hasDefault ? '?' : ''}: ${type(p.type)}${orNull}`),
            );
      let returns: string;
      if (routine.returns === 'composite' && !routine.returnTable) {
        returns = objectType(
          [...routine.returnColumns.values()].sort((a, b) => a.name.localeCompare(b.name)).map((c) => `${quote(c.name)}: ${type(c.type)}`),
        );
      } else {
        returns = type(routine.returnType);
      }
      if (routine.returnsSet) returns = /^[\w.]+$/.test(returns) ? `${returns}[]` : `(${returns})[]`;
      return `{ Args: ${args}\nReturns: ${returns} }`;
    })
    .sort();
  return `${quote(name)}: ${variants.join(' | ')}`;
}

function render(snapshot: SchemaSnapshot, foreignKeys: ForeignKey[], strict: Set<string>, enums: Enum[], composites: Composite[]): string {
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
  const relations = byName([...snapshot.tables.values()].filter((t) => t.schema === SCHEMA));
  const tables = relations
    .filter((t) => t.kind !== 'v' && t.kind !== 'm')
    .map((t) => renderTable(t, foreignKeys, snapshot, enums, composites));
  const views = relations
    .filter((t) => t.kind === 'v' || t.kind === 'm')
    .map((t) => renderTable(t, foreignKeys, snapshot, enums, composites));
  const routines = [...snapshot.routines.entries()]
    .filter(([id]) => id.startsWith(`${SCHEMA}.`))
    .map(([, overloads]) => overloads.filter((r) => r.returnType !== 'trigger' && r.returnType !== 'event_trigger'))
    .filter((overloads) => overloads.length > 0)
    .sort((a, b) => a[0]!.name.localeCompare(b[0]!.name))
    .map((overloads) => renderRoutine(overloads[0]!.name, overloads, strict, snapshot, enums, composites));
  const enumTypes = enums.map((e) => `${quote(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')}`);
  const compositeTypes = composites.map(
    (c) =>
      `${quote(c.name)}: ${objectType(c.attributes.map((a) => `${quote(a.name)}: ${tsType(a.type, snapshot, enums, composites)} | null`))}`,
  );
  const constants = enums.map((e) => `${quote(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(', ')}]`);

  return `// Generated by scripts/gen-db-types.ts from supabase/migrations: do not edit by hand.
// Run \`node scripts/gen-db-types.ts\` after changing a migration; \`npm test\` checks it is current.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${objectType(tables)}
    Views: ${objectType(views)}
    Functions: ${objectType(routines)}
    Enums: ${objectType(enumTypes)}
    CompositeTypes: ${objectType(compositeTypes)}
  }
}

type DefaultSchema = Database['public']

/** A table's or view's row: \`Tables<'mood_logs'>\`. */
export type Tables<Name extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> =
  (DefaultSchema['Tables'] & DefaultSchema['Views'])[Name] extends { Row: infer R } ? R : never

/** What an insert into a table takes: \`TablesInsert<'mood_logs'>\`. */
export type TablesInsert<Name extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][Name]['Insert']

/** What an update of a table takes: \`TablesUpdate<'mood_logs'>\`. */
export type TablesUpdate<Name extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][Name]['Update']

/** An enum's values: \`Enums<'name'>\`. */
export type Enums<Name extends keyof DefaultSchema['Enums']> = DefaultSchema['Enums'][Name]

/** A composite type: \`CompositeTypes<'name'>\`. */
export type CompositeTypes<Name extends keyof DefaultSchema['CompositeTypes']> = DefaultSchema['CompositeTypes'][Name]

export const Constants = {
  public: {
    Enums: {${constants.join(',\n')}},
  },
} as const
`;
}

async function generate(): Promise<string> {
  const db = await openPglite();
  try {
    await migrate(db, { migrationsDir: path.join(root, 'supabase/migrations') });
    const snapshot = await introspect(db, [SCHEMA]);
    // As in the introspection: with only pg_catalog on the path, format_type qualifies every other
    // type (`public.mood`), which is how tsType tells the schema's own enums and composites apart.
    await db.exec('set search_path = pg_catalog');
    const enums = (
      await db.query<Enum>(
        `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
         where n.nspname = $1 group by t.typname order by t.typname`,
        [SCHEMA],
      )
    ).rows;
    // Free-standing composite types (create type … as (…)), not the row types every table has.
    const composites = (
      await db.query<Composite>(
        `select t.typname as name,
           coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
             filter (where a.attnum > 0), '[]') as attributes
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
         left join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
         where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' group by t.typname order by t.typname`,
        [SCHEMA],
      )
    ).rows;
    const foreignKeys = (
      await db.query<ForeignKey>(
        `select con.conname as name, c.relname as table, fc.relname as referenced_table,
           (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
           (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns
         from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_class fc on fc.oid = con.confrelid
         where con.contype = 'f' and n.nspname = $1 order by c.relname, con.conname`,
        [SCHEMA],
      )
    ).rows;
    // Names whose every overload is STRICT (null in, null out: no argument is ever null inside).
    const strict = new Set(
      (
        await db.query<{ name: string }>(
          `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = $1 group by p.proname having bool_and(p.proisstrict)`,
          [SCHEMA],
        )
      ).rows.map((row) => row.name),
    );
    const text = render(snapshot, foreignKeys, strict, enums, composites);
    const options = await prettier.resolveConfig(target);
    return prettier.format(text, { ...options, filepath: target });
  } finally {
    await db.close();
  }
}

const check = process.argv.includes('--check');
const generated = await generate();
if (check) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(
      `${path.relative(root, target)} is not what the migrations give: run \`node scripts/gen-db-types.ts\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${path.relative(root, target)} matches the migrations.`);
} else {
  await writeFile(target, generated);
  console.log(`Wrote ${path.relative(root, target)}.`);
}
