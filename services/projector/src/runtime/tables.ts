import type { Knex } from 'knex';

/**
 * A read-model table's columns, declared once: the row type that projections and resolvers use is
 * inferred from it, and a test checks it against the table the migrations made (name, type, null).
 */
type ColumnValue = {
  text: string;
  integer: number;
  // node-postgres returns 64-bit and decimal numbers as text: no precision is lost on the way.
  bigint: string;
  numeric: string;
  boolean: boolean;
  // A date column reads as Date on node-postgres and as text on PGlite.
  date: string | Date;
  timestamptz: Date;
  jsonb: unknown;
};
export type ColumnType = keyof ColumnValue;

export interface Column<
  Type extends ColumnType = ColumnType,
  Nullable extends boolean = boolean,
  Value = ColumnValue[Type],
> {
  type: Type;
  nullable: Nullable;
  /** Only carries the value type (e.g. a jsonb column's shape). */
  value?: Value;
}

const required = <Type extends ColumnType>(type: Type) => ({ type, nullable: false }) as Column<Type, false>;
const optional = <Type extends ColumnType>(type: Type) => ({ type, nullable: true }) as Column<Type, true>;

export const column = {
  text: <Value extends string = string>() => required('text') as Column<'text', false, Value>,
  integer: () => required('integer'),
  bigint: () => required('bigint'),
  numeric: () => required('numeric'),
  boolean: () => required('boolean'),
  date: () => required('date'),
  timestamptz: () => required('timestamptz'),
  jsonb: <Value>() => required('jsonb') as Column<'jsonb', false, Value>,
  optional: {
    text: <Value extends string = string>() => optional('text') as Column<'text', true, Value>,
    integer: () => optional('integer'),
    bigint: () => optional('bigint'),
    numeric: () => optional('numeric'),
    date: () => optional('date'),
    timestamptz: () => optional('timestamptz'),
    jsonb: <Value>() => optional('jsonb') as Column<'jsonb', true, Value>,
  },
};

type Columns = Record<string, Column>;

export interface Table<Shape extends Columns = Columns> {
  name: string;
  columns: Shape;
}

export const defineTable = <Shape extends Columns>(name: string, columns: Shape): Table<Shape> => ({ name, columns });

type ValueOf<Declared> =
  Declared extends Column<ColumnType, infer Nullable, infer Value>
    ? Nullable extends true
      ? Value | null
      : Value
    : never;

/** A row as node-postgres returns it from the table. */
export type RowOf<Declared extends Table> = { [Name in keyof Declared['columns']]: ValueOf<Declared['columns'][Name]> };

/** Those of the tables that exist: a migration that empties a read model's tables runs before later ones add more. */
export async function existingTables(db: Knex, tables: readonly string[]): Promise<string[]> {
  const existing: string[] = [];
  for (const table of tables) if (await db.schema.hasTable(table)) existing.push(table);
  return existing;
}

/**
 * A row's columns (all, or those named) as one json object, for a statement that selects a row of
 * this table beside another's (a list page's customers beside its orders) instead of reading it in
 * a round trip of its own. 64-bit and decimal numbers go as text, as node-postgres reads them;
 * `rowFromJson` gives back the row the table itself would have given.
 */
export function rowAsJsonSql<Declared extends Table>(
  table: Declared,
  alias: string,
  names: readonly (keyof Declared['columns'] & string)[] = Object.keys(table.columns),
): string {
  const fields = names.map((name) => {
    const { type } = table.columns[name]!;
    return `'${name}', ${alias}.${name}${type === 'bigint' || type === 'numeric' ? '::text' : ''}`;
  });
  return `json_build_object(${fields.join(', ')})`;
}

/**
 * The row `rowAsJsonSql` selected, as node-postgres reads it from the table: its timestamps as
 * dates, in place (the json is the one the driver parsed for this statement); a date column stays
 * text, as PGlite reads it.
 */
export function rowFromJson<Declared extends Table>(table: Declared, json: Record<string, unknown>): RowOf<Declared> {
  const row: Record<string, unknown> = json;
  for (const name of timestampColumnsOf(table)) {
    if (typeof row[name] === 'string') row[name] = new Date(row[name]);
  }
  return row as RowOf<Declared>;
}

/** Each table's timestamp columns, found once: a page reads hundreds of rows back (an order list's lines). */
const timestampColumns = new WeakMap<Table, string[]>();
function timestampColumnsOf(table: Table): string[] {
  let names = timestampColumns.get(table);
  if (!names) {
    names = Object.entries(table.columns)
      .filter(([, { type }]) => type === 'timestamptz')
      .map(([name]) => name);
    timestampColumns.set(table, names);
  }
  return names;
}
