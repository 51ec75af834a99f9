import type { Database, Sql } from '../db/index.ts';

export interface Column {
  name: string;
  /** `format_type` output, schema-qualified outside pg_catalog: usable verbatim in a cast. */
  type: string;
  nullable: boolean;
  /** Default expression as SQL (from the catalog); identity columns get their `nextval(…)`. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  /** `r` table, `p` partitioned table, `v` view, `m` materialized view, `f` foreign table. */
  kind: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
  /**
   * Computed fields: functions of an exposed schema whose only parameter is this table's row type
   * and which return one value (not a table row), keyed by function name. `select`, filters and
   * `order` use them like columns; `*` leaves them out, as PostgREST does.
   */
  computedFields: Map<string, Routine>;
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Junction {
  table: Table;
  /** Constraint from the junction to the origin, and its columns as [origin, junction] pairs. */
  sourceConstraint: string;
  sourceColumns: [string, string][];
  /** Constraint from the junction to the target, and its columns as [junction, target] pairs. */
  targetConstraint: string;
  targetColumns: [string, string][];
}

/** A foreign-key relationship seen from `table` towards `foreignTable`. */
export interface Relationship {
  table: Table;
  foreignTable: Table;
  cardinality: Cardinality;
  constraint: string;
  /** [column in `table`, column in `foreignTable`] pairs; empty for many-to-many. */
  columns: [string, string][];
  junction?: Junction;
  /**
   * A computed relationship: a function taking a row of `table` and returning rows of
   * `foreignTable` (to-one when it returns one row or is declared `ROWS 1`). It is embedded by the
   * function's name and takes precedence over a foreign key relationship of the same name.
   */
  computed?: Routine;
}

export interface RoutineParam {
  name: string;
  type: string;
  /** `i` in, `o` out, `b` inout, `v` variadic, `t` table column. */
  mode: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  /** Formatted return type, e.g. `integer`, `public.posts`, `void`. */
  returnType: string;
  returnsSet: boolean;
  /** How the result is shaped: one scalar, a row (composite), or nothing. */
  returns: 'scalar' | 'composite' | 'void';
  /** Columns of the composite result (TABLE/OUT parameters or the row type's attributes). */
  returnColumns: Map<string, Column>;
  /** The exposed table whose row type the function returns, which enables embedding. */
  returnTable?: Table | undefined;
  volatility: 'i' | 's' | 'v';
  /** The planner's row estimate (`ROWS n`); 1 marks a set-returning function as to-one. */
  rows: number;
  /** The table whose row type is the only parameter, for computed fields and relationships. */
  rowArgument?: { schema: string; name: string } | undefined;
}

export interface SchemaSnapshot {
  schemas: string[];
  /** Keyed by `schema.name`. */
  tables: Map<string, Table>;
  /** Relationships keyed by `schema.name` of the origin table. */
  relationships: Map<string, Relationship[]>;
  /** Overloads keyed by `schema.name`. */
  routines: Map<string, Routine[]>;
}

export function key(schema: string, name: string): string {
  return `${schema}.${name}`;
}

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  name: string | null;
  type: string | null;
  notnull: boolean | null;
  default_expr: string | null;
  generated: boolean | null;
}

interface ConstraintRow {
  schema: string;
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  foreign_schema: string | null;
  foreign_table: string | null;
  foreign_columns: string[] | null;
}

interface ViewRow {
  oid: string;
  schema: string;
  name: string;
  action: string;
}

interface RelationRow {
  oid: string;
  schema: string;
  name: string;
  kind: string;
  columns: Record<string, string> | null;
}

/** A column of a view that is a plain reference to a column of a table (through any views between). */
export interface ViewColumnSource {
  view: string;
  viewColumn: string;
  /** `schema.name` of the table. */
  table: string;
  column: string;
}

interface RoutineRow {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  rows: number;
  row_argument: { schema: string; name: string } | null;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_relid_schema: string | null;
  return_relid_name: string | null;
  return_attrs: { name: string; type: string }[] | null;
  nargs: number;
  ndefaults: number;
  args: { name: string; type: string; mode: string }[] | null;
}

/**
 * The type of `oid` without type modifier, as SQL usable in a cast. `character` and `bit` without
 * a modifier mean length 1, so their internal names are used instead.
 */
function formatType(oid: string): string {
  return `(select case t.typname when 'bpchar' then 'bpchar' when '_bpchar' then 'bpchar[]'
    when 'bit' then '"bit"' when '_bit' then '"bit"[]' else format_type(t.oid, null) end
    from pg_type t where t.oid = ${oid})`;
}

// Each query answers one JSON document so that no driver-specific type parser touches the rows.
const columnsQuery = `
select coalesce(json_agg(r order by r.schema, r.table, r.attnum), '[]')::text as doc from (
  select n.nspname as schema, c.relname as table, c.relkind::text as kind, a.attname as name, a.attnum,
    ${formatType('a.atttypid')} as type, a.attnotnull as notnull, a.attgenerated <> '' as generated,
    case
      when a.attidentity <> '' then format('nextval(%L::regclass)',
        pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
      else pg_get_expr(d.adbin, d.adrelid)
    end as default_expr
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where c.relkind in ('r', 'p', 'v', 'm', 'f')
    and n.nspname in (select jsonb_array_elements_text($1::text::jsonb))
) r`;

const constraintsQuery = `
select coalesce(json_agg(r), '[]')::text as doc from (
  select n.nspname as schema, c.relname as table, con.conname as name, con.contype::text as type,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
    fn.nspname as foreign_schema, fc.relname as foreign_table,
    (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class fc on fc.oid = con.confrelid
  left join pg_namespace fn on fn.oid = fc.relnamespace
  where con.contype in ('p', 'u', 'f')
    and (n.nspname in (select jsonb_array_elements_text($1::text::jsonb))
      -- Keys of tables in other schemas too: a view in an exposed schema may be built on them.
      or n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%')
) r`;

// Views (in any schema, as exposed views may be built on others) with their stored query, and the
// names of every relation's columns by number, to follow a view column back to its table column.
const viewsQuery = `
select coalesce(json_agg(r), '[]')::text as doc from (
  select c.oid::int8::text as oid, n.nspname as schema, c.relname as name, r.ev_action::text as action
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
  where c.relkind in ('v', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
) r`;

const relationsQuery = `
select coalesce(json_agg(r), '[]')::text as doc from (
  select c.oid::int8::text as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
    (select json_object_agg(a.attnum, a.attname) from pg_attribute a
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
) r`;

const routinesQuery = `
select coalesce(json_agg(r), '[]')::text as doc from (
  select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
    p.prorows as rows,
    (select json_build_object('schema', an.nspname, 'name', ac.relname)
     from pg_type at join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
     where p.pronargs = 1 and at.oid = p.proargtypes[0]) as row_argument,
    ${formatType('p.prorettype')} as return_type, t.typtype::text as return_typtype,
    rn.nspname as return_relid_schema, rc.relname as return_relid_name,
    (select json_agg(json_build_object('name', a.attname, 'type', ${formatType('a.atttypid')})
       order by a.attnum)
     from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as return_attrs,
    p.pronargs as nargs, p.pronargdefaults as ndefaults,
    (select json_agg(json_build_object(
        'name', coalesce(p.proargnames[k.ord], ''),
        'type', ${formatType('k.typ')},
        'mode', coalesce(p.proargmodes[k.ord]::text, 'i')) order by k.ord)
     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord)) as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  left join pg_class rc on rc.oid = t.typrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
  where p.prokind = 'f'
    and n.nspname in (select jsonb_array_elements_text($1::text::jsonb))
) r`;

async function queryDoc<T>(sql: Sql, text: string, schemas: string[]): Promise<T[]> {
  const { rows } = await sql.query<{ doc: string }>(text, text.includes('$1') ? [JSON.stringify(schemas)] : []);
  return JSON.parse(rows[0]?.doc ?? '[]') as T[];
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function buildTables(rows: ColumnRow[], constraints: ConstraintRow[]): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const row of rows) {
    const id = key(row.schema, row.table);
    let table = tables.get(id);
    if (!table) {
      table = {
        schema: row.schema,
        name: row.table,
        kind: row.kind,
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        computedFields: new Map(),
      };
      tables.set(id, table);
    }
    if (row.name === null || row.type === null) continue;
    table.columns.set(row.name, {
      name: row.name,
      type: row.type,
      nullable: !row.notnull,
      defaultExpr: row.default_expr,
      generated: row.generated === true,
    });
  }
  for (const constraint of constraints) {
    const table = tables.get(key(constraint.schema, constraint.table));
    if (!table) continue;
    if (constraint.type === 'p') table.primaryKey = constraint.columns;
    if (constraint.type === 'u') table.uniqueKeys.push(constraint.columns);
  }
  return tables;
}

/**
 * The columns a view's own query selects, in order, each with the relation (oid) and column
 * number it is a plain reference to (`0` when it is an expression), read from the stored query
 * tree (`pg_rewrite.ev_action`) as PostgREST does: its top-level `:targetList`, whose entries
 * carry `:resname`, `:resorigtbl` and `:resorigcol`.
 */
export function viewTargets(action: string): { name: string; relation: string; column: number }[] {
  // Node text escapes spaces, braces, parentheses and backslashes inside tokens with a backslash.
  const closing = (open: number): number => {
    let depth = 0;
    for (let i = open; i < action.length; i++) {
      const ch = action[i];
      if (ch === '\\') i++;
      else if (ch === '{' || ch === '(') depth++;
      else if ((ch === '}' || ch === ')') && --depth === 0) return i;
    }
    return action.length;
  };
  // `({QUERY … :targetList (…) …})`: the view's query is at depth 2.
  let list = -1;
  for (let i = 0, depth = 0; i < action.length && list < 0; i++) {
    const ch = action[i];
    if (ch === '\\') i++;
    else if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') depth--;
    else if (depth === 2 && action.startsWith(':targetList (', i)) list = i + ':targetList '.length;
  }
  if (list < 0) return [];
  const targets: { name: string; relation: string; column: number }[] = [];
  const end = closing(list);
  for (let i = list + 1; i < end; i++) {
    if (action[i] !== '{') continue;
    const close = closing(i);
    // The entry's own fields, without its (nested) expression.
    let own = '';
    for (let j = i + 1; j < close; j++) {
      const ch = action[j] as string;
      if (ch === '\\') own += ch + (action[++j] ?? '');
      else if (ch === '{' || ch === '(') j = closing(j);
      else own += ch;
    }
    i = close;
    const entry = /:resname ((?:\\.|\S)+) .*:resorigtbl (\d+) :resorigcol (\d+) :resjunk (true|false)/.exec(own);
    if (!entry || entry[4] === 'true') continue;
    targets.push({ name: (entry[1] as string).replace(/\\(.)/g, '$1'), relation: entry[2] as string, column: Number(entry[3]) });
  }
  return targets;
}

/**
 * For each column of an exposed view that is a plain reference to a table column (through any
 * views in between), which table column it is. Embedding through views rests on this.
 */
function viewColumnSources(tables: Map<string, Table>, views: ViewRow[], relations: RelationRow[]): ViewColumnSource[] {
  const relationByOid = new Map(relations.map((relation) => [relation.oid, relation]));
  const targetsByOid = new Map(views.map((view) => [view.oid, viewTargets(view.action)]));
  const origin = (oid: string, column: string, depth: number): { table: string; column: string } | null => {
    const target = targetsByOid.get(oid)?.find((t) => t.name === column);
    const relation = target && relationByOid.get(target.relation);
    const name = relation?.columns?.[String(target?.column)];
    if (!relation || name === undefined) return null;
    if (relation.kind === 'v' || relation.kind === 'm') return depth < 16 ? origin(relation.oid, name, depth + 1) : null;
    return { table: key(relation.schema, relation.name), column: name };
  };
  const sources: ViewColumnSource[] = [];
  for (const view of views) {
    const id = key(view.schema, view.name);
    if (!tables.has(id)) continue;
    for (const target of targetsByOid.get(view.oid) ?? []) {
      const found = origin(view.oid, target.name, 0);
      if (found) sources.push({ view: id, viewColumn: target.name, ...found });
    }
  }
  return sources;
}

function buildRelationships(
  tables: Map<string, Table>,
  constraints: ConstraintRow[],
  viewSources: ViewColumnSource[] = [],
): Map<string, Relationship[]> {
  const relationships = new Map<string, Relationship[]>();
  const add = (relationship: Relationship) => {
    const id = key(relationship.table.schema, relationship.table.name);
    relationships.set(id, [...(relationships.get(id) ?? []), relationship]);
  };
  // Unique keys of every table, exposed or not: a view's relationship takes its table's cardinality.
  const uniqueKeys = new Map<string, string[][]>();
  for (const c of constraints) {
    if (c.type === 'f') continue;
    const id = key(c.schema, c.table);
    uniqueKeys.set(id, [...(uniqueKeys.get(id) ?? []), c.columns]);
  }
  const sourcesByTable = new Map<string, ViewColumnSource[]>();
  for (const source of viewSources) sourcesByTable.set(source.table, [...(sourcesByTable.get(source.table) ?? []), source]);
  /**
   * What stands for one side of a foreign key: its table when exposed, and every exposed view
   * that selects all the key's columns of that table as plain columns (PostgREST's embedding
   * through views), each with the names the key's columns have there.
   */
  const standIns = (tableId: string, columns: string[]): { relation: Table; columns: string[] }[] => {
    const found: { relation: Table; columns: string[] }[] = [];
    const table = tables.get(tableId);
    if (table) found.push({ relation: table, columns });
    const byView = new Map<string, ViewColumnSource[]>();
    for (const source of sourcesByTable.get(tableId) ?? []) byView.set(source.view, [...(byView.get(source.view) ?? []), source]);
    for (const [viewId, sources] of byView) {
      const view = tables.get(viewId);
      const renamed = columns.map((column) => sources.find((source) => source.column === column)?.viewColumn);
      if (view && renamed.every((name) => name !== undefined)) found.push({ relation: view, columns: renamed });
    }
    return found;
  };
  const foreignKeys = constraints.filter((c) => c.type === 'f' && c.foreign_schema !== null && c.foreign_table !== null);
  const resolved: { constraint: ConstraintRow; table: Table; foreignTable: Table; pairs: [string, string][] }[] = [];
  for (const constraint of foreignKeys) {
    const tableId = key(constraint.schema, constraint.table);
    const oneToOne = (uniqueKeys.get(tableId) ?? []).some((unique) => sameSet(unique, constraint.columns));
    const foreignColumns = constraint.columns.map((_, i) => constraint.foreign_columns?.[i] ?? '');
    const targets = standIns(key(constraint.foreign_schema as string, constraint.foreign_table as string), foreignColumns);
    for (const source of standIns(tableId, constraint.columns)) {
      for (const target of targets) {
        const table = source.relation;
        const foreignTable = target.relation;
        const pairs = source.columns.map((column, i): [string, string] => [column, target.columns[i] as string]);
        resolved.push({ constraint, table, foreignTable, pairs });
        add({ table, foreignTable, cardinality: oneToOne ? 'o2o' : 'm2o', constraint: constraint.name, columns: pairs });
        add({
          table: foreignTable,
          foreignTable: table,
          cardinality: oneToOne ? 'o2o' : 'o2m',
          constraint: constraint.name,
          columns: pairs.map(([a, b]): [string, string] => [b, a]),
        });
      }
    }
  }
  // A junction has foreign keys to both sides whose columns are all part of its primary key.
  for (const source of resolved) {
    for (const target of resolved) {
      if (source === target || source.table !== target.table) continue;
      const junction = source.table;
      const keyColumns = [...source.constraint.columns, ...target.constraint.columns];
      if (!keyColumns.every((column) => junction.primaryKey.includes(column))) continue;
      add({
        table: source.foreignTable,
        foreignTable: target.foreignTable,
        cardinality: 'm2m',
        constraint: source.constraint.name,
        columns: [],
        junction: {
          table: junction,
          sourceConstraint: source.constraint.name,
          sourceColumns: source.pairs.map(([j, o]): [string, string] => [o, j]),
          targetConstraint: target.constraint.name,
          targetColumns: target.pairs,
        },
      });
    }
  }
  return relationships;
}

function buildRoutine(row: RoutineRow, tables: Map<string, Table>): Routine {
  const args = row.args ?? [];
  const inputs = args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  const firstDefault = inputs.length - row.ndefaults;
  const params = inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault }));
  const outputs = args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
  const returnColumns = new Map<string, Column>();
  const asColumn = (name: string, type: string): Column => ({ name, type, nullable: true, defaultExpr: null, generated: false });
  let returns: Routine['returns'] = 'scalar';
  if (row.return_type === 'void') {
    returns = 'void';
  } else if (outputs.length > 1 || outputs.some((arg) => arg.mode === 't')) {
    returns = 'composite';
    for (const arg of outputs) returnColumns.set(arg.name, asColumn(arg.name, arg.type));
  } else if (row.return_typtype === 'c' && row.return_attrs) {
    returns = 'composite';
    for (const attr of row.return_attrs) returnColumns.set(attr.name, asColumn(attr.name, attr.type));
  }
  const returnTable =
    row.return_relid_schema && row.return_relid_name ? tables.get(key(row.return_relid_schema, row.return_relid_name)) : undefined;
  return {
    schema: row.schema,
    name: row.name,
    params,
    returnType: row.return_type,
    returnsSet: row.returns_set,
    returns,
    returnColumns,
    returnTable,
    volatility: row.volatility,
    rows: Number(row.rows),
    rowArgument: row.row_argument ?? undefined,
  };
}

/**
 * Functions of one row-typed parameter become computed fields of that table (when they return a
 * single value) or computed relationships (when they return rows of an exposed table). Only
 * inputs count: a function with OUT parameters returns a composite value, which is a field.
 */
function addComputed(tables: Map<string, Table>, routines: Map<string, Routine[]>, relationships: Map<string, Relationship[]>): void {
  for (const overloads of routines.values()) {
    for (const routine of overloads) {
      const argument = routine.rowArgument;
      const table = argument && tables.get(key(argument.schema, argument.name));
      if (!table || routine.params.length !== 1) continue;
      if (routine.returnTable) {
        const id = key(table.schema, table.name);
        const relationship: Relationship = {
          table,
          foreignTable: routine.returnTable,
          cardinality: !routine.returnsSet || routine.rows === 1 ? 'm2o' : 'o2m',
          constraint: routine.name,
          columns: [],
          computed: routine,
        };
        relationships.set(id, [...(relationships.get(id) ?? []), relationship]);
      } else if (!routine.returnsSet && routine.returns !== 'void' && !table.columns.has(routine.name)) {
        table.computedFields.set(routine.name, routine);
      }
    }
  }
}

/** Reads tables, views, columns, keys, foreign keys and functions of `schemas` from pg_catalog. */
export async function introspect(db: Database, schemas: string[]): Promise<SchemaSnapshot> {
  return db.transaction(async (tx) => {
    // With only pg_catalog on the path, format_type qualifies every other type: casts stay valid
    // whatever search_path a request uses.
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    const columnRows = await queryDoc<ColumnRow>(tx, columnsQuery, schemas);
    const constraintRows = await queryDoc<ConstraintRow>(tx, constraintsQuery, schemas);
    const routineRows = await queryDoc<RoutineRow>(tx, routinesQuery, schemas);
    const viewRows = await queryDoc<ViewRow>(tx, viewsQuery, schemas);
    const relationRows = viewRows.length > 0 ? await queryDoc<RelationRow>(tx, relationsQuery, schemas) : [];
    const tables = buildTables(columnRows, constraintRows);
    const routines = new Map<string, Routine[]>();
    for (const row of routineRows) {
      const id = key(row.schema, row.name);
      routines.set(id, [...(routines.get(id) ?? []), buildRoutine(row, tables)]);
    }
    const relationships = buildRelationships(tables, constraintRows, viewColumnSources(tables, viewRows, relationRows));
    addComputed(tables, routines, relationships);
    return { schemas, tables, relationships, routines };
  });
}

/**
 * The schema cache: introspected once, then reused by every request until `reload()`.
 * `NOTIFY pgrst, 'reload schema'` (or an empty payload) triggers a reload, as in PostgREST.
 */
export class SchemaCache {
  readonly #db: Database;
  readonly #schemas: string[];
  #current: Promise<SchemaSnapshot> | undefined;
  #listening: Promise<(() => Promise<void>) | undefined> | undefined;

  constructor(db: Database, schemas: string[]) {
    this.#db = db;
    this.#schemas = schemas;
  }

  get(): Promise<SchemaSnapshot> {
    if (!this.#current) {
      const loading = introspect(this.#db, this.#schemas);
      // A failed load is not cached: the next request tries again.
      loading.catch(() => {
        if (this.#current === loading) this.#current = undefined;
      });
      this.#current = loading;
    }
    return this.#current;
  }

  async reload(): Promise<void> {
    this.#current = undefined;
    await this.get();
  }

  /** Subscribes to `NOTIFY pgrst` (once); failures leave the cache working without it. */
  async listen(): Promise<void> {
    this.#listening ??= this.#db
      .listen('pgrst', (payload) => {
        if (payload === '' || payload === 'reload schema') this.reload().catch(() => undefined);
      })
      .catch(() => undefined);
    await this.#listening;
  }

  async close(): Promise<void> {
    const unlisten = await this.#listening;
    this.#listening = undefined;
    await unlisten?.();
  }
}
