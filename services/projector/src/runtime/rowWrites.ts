import { groupByKey } from '@colophon/domain';
import type { Knex } from 'knex';

import { keyColumnsOf } from './projection.ts';

type Row = Record<string, unknown>;
/** A row's primary key: its id, or the values of its key columns. */
export type RowKey = string | Row;

/** Changes to a row written before this batch: columns set, and numeric columns moved by a delta. */
interface Patch {
  key: Row;
  set: Row;
  add: Record<string, number>;
}

/** What one batch does to one table, folded per row: flushed as a few multi-row statements. */
class TableWrites {
  /** Rows written whole in this batch (created, or created and then changed). */
  readonly upserted = new Map<string, Row>();
  readonly patched = new Map<string, Patch>();
  readonly deleted = new Map<string, Row>();
  /** Rows deleted by the value of one column (every line of an order, say). */
  readonly deletedWhere: Row[] = [];

  constructor(
    readonly table: string,
    readonly keyColumns: readonly string[],
    /** The table has no primary key now (a rebuild's append-only table): rows are only inserted. */
    readonly keyless: boolean,
  ) {}

  /** These writes, to change or delete rows: refused without the key, which finds them. */
  changing(): this {
    if (this.keyless) throw new Error(`${this.table} is append-only: its rows are only added, never changed`);
    return this;
  }

  /** The row's identity in the maps below: its id, or its key columns' values joined. */
  idOf(key: RowKey): string {
    if (typeof key === 'string') return key;
    const [first, ...others] = this.keyColumns;
    let id = String(key[first!]);
    for (const column of others) id += `\u0000${String(key[column])}`;
    return id;
  }

  /** The key columns' values. */
  keyRowOf(key: RowKey): Row {
    return typeof key === 'string'
      ? { [this.keyColumns[0]!]: key }
      : Object.fromEntries(this.keyColumns.map((column) => [column, key[column]]));
  }

  patchOf(key: RowKey): Patch {
    const id = this.idOf(key);
    let patch = this.patched.get(id);
    if (!patch) this.patched.set(id, (patch = { key: this.keyRowOf(key), set: {}, add: {} }));
    return patch;
  }

  get isEmpty() {
    return (
      this.upserted.size === 0 && this.patched.size === 0 && this.deleted.size === 0 && this.deletedWhere.length === 0
    );
  }

  clear() {
    this.upserted.clear();
    this.patched.clear();
    this.deleted.clear();
    this.deletedWhere.length = 0;
  }
}

// These run for every row a rebuild writes (millions at size L): plain loops, no intermediate arrays.
const definedOnly = (row: Row): Row => {
  const defined: Row = {};
  for (const column in row) if (row[column] !== undefined) defined[column] = row[column];
  return defined;
};
const quoted = (identifier: string) => `"${identifier}"`;
const signatures = new Map<string, string>();
/** The column set a row writes, whatever their order: rows with the same set share a statement. */
const signatureOf = (row: Row) => {
  const written = Object.keys(row).join(',');
  let signature = signatures.get(written);
  if (signature === undefined) signatures.set(written, (signature = Object.keys(row).sort().join(',')));
  return signature;
};

/** Groups items by the column set each one writes: one statement per group. */
const groupBy = <Item>(items: Iterable<Item>, signature: (item: Item) => string): Item[][] => [
  ...groupByKey(items, signature).values(),
];

/**
 * The writes of one projection batch. Handlers record what happens to rows; nothing reaches the
 * database until `flush`, which writes each table with a handful of statements whatever the number
 * of events: deletes, then one upsert per column set, then one update per column set, each reading
 * its rows from a JSON array typed by the table itself (`json_populate_recordset`). Applying the
 * batch this way leaves the same rows as applying its events one by one, statement by statement.
 */
export class RowWrites {
  private readonly tables = new Map<string, TableWrites>();
  private readonly marks = new Map<string, Set<string>>();

  /** `keyless`: tables whose primary keys a rebuild dropped (`Projection.appendOnly`). */
  constructor(
    private readonly tx: Knex.Transaction,
    private readonly keys: Readonly<Record<string, readonly string[]>> = {},
    private readonly keyless: readonly string[] = [],
  ) {}

  private writesOf(table: string): TableWrites {
    let writes = this.tables.get(table);
    if (!writes) {
      writes = new TableWrites(table, keyColumnsOf(this.keys, table), this.keyless.includes(table));
      this.tables.set(table, writes);
    }
    return writes;
  }

  /** The row is now this: created, or written over whole. */
  upsert(table: string, row: Row): void {
    const writes = this.writesOf(table);
    const id = writes.idOf(row);
    writes.patched.delete(id);
    writes.upserted.set(id, definedOnly(row));
  }

  /** The row as this batch writes it whole (created in it, say), if it does. */
  written(table: string, key: RowKey): Readonly<Row> | undefined {
    const writes = this.writesOf(table);
    return writes.upserted.get(writes.idOf(key));
  }

  /** Sets some columns of a row; a row that does not exist stays absent. */
  update(table: string, key: RowKey, changes: Row): void {
    const writes = this.writesOf(table).changing();
    const columns = definedOnly(changes);
    const row = writes.upserted.get(writes.idOf(key));
    if (row) {
      Object.assign(row, columns);
      return;
    }
    const patch = writes.patchOf(key);
    Object.assign(patch.set, columns);
    for (const column of Object.keys(columns)) delete patch.add[column];
  }

  /** Moves a numeric column by `delta` from whatever it holds. */
  increment(table: string, key: RowKey, column: string, delta: number): void {
    const writes = this.writesOf(table).changing();
    const row = writes.upserted.get(writes.idOf(key));
    if (row) {
      row[column] = Number(row[column] ?? 0) + delta;
      return;
    }
    const patch = writes.patchOf(key);
    if (column in patch.set) patch.set[column] = Number(patch.set[column]) + delta;
    else patch.add[column] = (patch.add[column] ?? 0) + delta;
  }

  delete(table: string, key: RowKey): void {
    const writes = this.writesOf(table).changing();
    const id = writes.idOf(key);
    writes.upserted.delete(id);
    writes.patched.delete(id);
    writes.deleted.set(id, writes.keyRowOf(key));
  }

  /** Deletes every row whose `column` holds `value`. */
  deleteWhere(table: string, column: string, value: unknown): void {
    const writes = this.writesOf(table).changing();
    for (const [id, row] of writes.upserted) if (row[column] === value) writes.upserted.delete(id);
    writes.deletedWhere.push({ [column]: value });
  }

  /**
   * Runs `work` on the batch's transaction once the pending writes are in, so it sees the database
   * as the batch has left it so far. Costs round trips: for rare events, or what rows cannot say.
   */
  async inTransaction<Result>(query: (tx: Knex.Transaction) => Promise<Result>): Promise<Result> {
    await this.flush();
    return query(this.tx);
  }

  /** Notes that the row `id` needs the projection's `afterBatch` work of this kind (totals to sum again, say). */
  mark(kind: string, id: string): void {
    let ids = this.marks.get(kind);
    if (!ids) this.marks.set(kind, (ids = new Set()));
    ids.add(id);
  }

  marked(kind: string): string[] {
    return [...(this.marks.get(kind) ?? [])];
  }

  async flush(): Promise<void> {
    for (const writes of this.tables.values()) {
      if (writes.isEmpty) continue;
      await this.flushTable(writes);
      writes.clear();
    }
  }

  private async flushTable(writes: TableWrites): Promise<void> {
    const { tx } = this;
    const table = quoted(writes.table);
    const source = (alias: string) => `json_populate_recordset(null::${table}, ?::json) as ${alias}`;
    const matching = (columns: readonly string[], alias: string) =>
      columns.map((column) => `${table}.${quoted(column)} = ${alias}.${quoted(column)}`).join(' and ');

    if (writes.deleted.size > 0) {
      await tx.raw(`delete from ${table} using ${source('k')} where ${matching(writes.keyColumns, 'k')}`, [
        JSON.stringify([...writes.deleted.values()]),
      ]);
    }
    for (const group of groupBy(writes.deletedWhere, signatureOf)) {
      await tx.raw(`delete from ${table} using ${source('k')} where ${matching(Object.keys(group[0]!), 'k')}`, [
        JSON.stringify(group),
      ]);
    }
    for (const group of groupBy(writes.upserted.values(), signatureOf)) {
      const columns = Object.keys(group[0]!);
      const changing = columns.filter((column) => !writes.keyColumns.includes(column));
      const onConflict = writes.keyless
        ? ''
        : ` on conflict (${writes.keyColumns.map(quoted).join(', ')}) ` +
          (changing.length > 0
            ? `do update set ${changing.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')}`
            : 'do nothing');
      const list = columns.map(quoted).join(', ');
      await tx.raw(`insert into ${table} (${list}) select ${list} from ${source('v')}${onConflict}`, [
        JSON.stringify(group),
      ]);
    }
    const patchSignature = (patch: Patch) => `${signatureOf(patch.set)};${signatureOf(patch.add)}`;
    for (const group of groupBy(writes.patched.values(), patchSignature)) {
      const { set, add } = group[0]!;
      const assignments = [
        ...Object.keys(set).map((column) => `${quoted(column)} = v.${quoted(column)}`),
        ...Object.keys(add).map((column) => `${quoted(column)} = ${table}.${quoted(column)} + v.${quoted(column)}`),
      ];
      if (assignments.length === 0) continue;
      const rows = group.map((patch) => ({ ...patch.set, ...patch.add, ...patch.key }));
      await tx.raw(
        `update ${table} set ${assignments.join(', ')} from ${source('v')} where ${matching(writes.keyColumns, 'v')}`,
        [JSON.stringify(rows)],
      );
    }
  }
}
