import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import { key, type Relationship, type SchemaSnapshot, type Table } from './schema-cache.ts';

const cardinalityNames = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
} as const;

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality === 'm2o' || relationship.cardinality === 'o2o';
}

function singleColumns(relationship: Relationship): [string, string] | undefined {
  return relationship.columns.length === 1 ? relationship.columns[0] : undefined;
}

function matchesTarget(relationship: Relationship, target: string): boolean {
  if (relationship.foreignTable.name === target) return true;
  if (relationship.cardinality === 'm2m') return false;
  // A constraint or column name reaches tables only, never the views that share the key
  // (PostgREST since 11.1): `by(*)` is the table, `writers!by(*)` a view.
  if (isView(relationship.foreignTable)) return false;
  if (relationship.constraint === target) return true;
  // `author_id(*)` names a to-one relationship by its single foreign-key column.
  const pair = singleColumns(relationship);
  return isToOne(relationship) && pair !== undefined && pair[0] === target;
}

function isView(table: Table): boolean {
  return table.kind === 'v' || table.kind === 'm';
}

function matchesHint(relationship: Relationship, hint: string): boolean {
  if (relationship.cardinality === 'm2m') {
    const junction = relationship.junction;
    return (
      junction !== undefined && (junction.table.name === hint || junction.sourceConstraint === hint || junction.targetConstraint === hint)
    );
  }
  if (relationship.constraint === hint) return true;
  const pair = singleColumns(relationship);
  return pair !== undefined && (pair[0] === hint || pair[1] === hint);
}

function isSelfReference(relationship: Relationship): boolean {
  return relationship.table === relationship.foreignTable && relationship.junction === undefined;
}

/**
 * One foreign key from a table to itself gives two relationships, parent (many-to-one) and
 * children (one-to-many). PostgREST picks by convention: `table(…)` and `table!fk_column(…)` are
 * the children, `fk_column(…)` is the parent; a constraint name picks neither.
 */
function matchesSelfReference(relationship: Relationship, target: string, hint: string | undefined): boolean {
  const pair = singleColumns(relationship);
  const children = relationship.cardinality === 'o2m' && target === relationship.foreignTable.name;
  if (hint !== undefined) return children && pair !== undefined && pair[1] === hint;
  return children || (relationship.cardinality === 'm2o' && pair !== undefined && pair[0] === target);
}

/** How to name a self-reference that was asked for by its constraint, which picks no side. */
function selfReferenceHint(all: Relationship[], target: string, hint: string | undefined): string | null {
  const children = all.find((r) => isSelfReference(r) && r.cardinality === 'o2m' && (r.constraint === hint || r.constraint === target));
  const column = children && singleColumns(children)?.[1];
  if (!children || column === undefined) return null;
  const table = children.table.name;
  return `A foreign key from '${table}' to itself is embedded by its column: '${table}!${column}(…)' for the children, '${column}(…)' for the parent.`;
}

function describe(relationship: Relationship): Record<string, string> {
  const { table, foreignTable } = relationship;
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  if (relationship.junction) {
    const j = relationship.junction;
    return {
      cardinality: cardinalityNames.m2m,
      embedding: `${table.name} with ${foreignTable.name}`,
      relationship: `${j.table.name} using ${j.sourceConstraint}${list(j.sourceColumns.map(([, c]) => c))} and ${j.targetConstraint}${list(j.targetColumns.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: cardinalityNames[relationship.cardinality],
    embedding: `${table.name} with ${foreignTable.name}`,
    relationship: `${relationship.constraint} using ${table.name}${list(relationship.columns.map(([c]) => c))} and ${foreignTable.name}${list(relationship.columns.map(([, c]) => c))}`,
  };
}

function hintName(relationship: Relationship): string {
  return relationship.junction ? relationship.junction.table.name : relationship.constraint;
}

/**
 * Resolves `target` (a table, constraint or FK column name) with an optional `!hint` from
 * `origin`, following PostgREST's `findRel`: 400 PGRST200 when nothing matches, 300 PGRST201
 * when several do. Self-references follow `matchesSelfReference`.
 */
export function findRelationship(snapshot: SchemaSnapshot, origin: Table, target: string, hint: string | undefined): Relationship {
  const all = snapshot.relationships.get(key(origin.schema, origin.name)) ?? [];
  // A computed relationship is named by its function alone, and overrides the foreign keys.
  const computed = hint === undefined ? all.find((r) => r.computed?.name === target) : undefined;
  if (computed) return computed;
  const matches = all.filter((r) =>
    r.computed
      ? false
      : isSelfReference(r)
        ? matchesSelfReference(r, target, hint)
        : matchesTarget(r, target) && (hint === undefined || matchesHint(r, hint)),
  );
  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) {
    const related = new Set(all.map((r) => r.computed?.name ?? r.foreignTable.name));
    const suggestion = closest(target, related, 0.5, 1);
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${origin.schema}', but no matches were found.`,
      suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : selfReferenceHint(all, target, hint),
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    matches.map(describe),
    `Try changing '${target}' to one of the following: ${matches.map((r) => `'${r.foreignTable.name}!${hintName(r)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
