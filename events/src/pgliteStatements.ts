import { type PGlite, protocol } from '@electric-sql/pglite';

/** A statement's result, in the shape PGlite's own `query` gives it (knex-pglite reads `rows` and `affectedRows`). */
export interface PgliteResult {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
  command?: string;
  affectedRows: number;
  rowCount?: number;
}

const { serialize } = protocol;
const decoder = new TextDecoder();

/** Commands whose count PGlite adds to `affectedRows` (a SELECT's count is only its `rowCount`). */
const countedCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** An ErrorResponse's field codes, as PGlite's DatabaseError names them. */
const errorFields: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** Postgres answers a kept statement whose table changed its columns (a migration) with this, until it is parsed again. */
export const isStaleStatement = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(error));

/** The named statements each PGlite instance (one backend session) has parsed, with their parameters' types. */
const parsedStatements = new WeakMap<PGlite, Map<string, number[]>>();

function parsedOn(pglite: PGlite): Map<string, number[]> {
  let parsed = parsedStatements.get(pglite);
  if (!parsed) parsedStatements.set(pglite, (parsed = new Map()));
  return parsed;
}

/**
 * Runs one statement on PGlite as its own `query` does (values serialized and rows parsed by the
 * instance's type handlers, the same result and the same DatabaseError), reading the reply itself.
 * PGlite's reply reader copies every field of every row into an ArrayBuffer of its own before
 * decoding it: a page of 25 rows of 30 columns took 1.7-1.8 ms through `query` and 0.6 ms here
 * ("PGlite's replies read directly", in bench/NOTES.md). With a `name`, the statement is parsed
 * and planned once per instance, as a named statement is on a server's connection, and each later
 * run is one call into PGlite's WebAssembly; a statement a migration made stale is parsed again once.
 */
export async function runOnPglite(
  pglite: PGlite,
  sql: string,
  values: readonly unknown[],
  name?: string,
): Promise<PgliteResult> {
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const run = () => runStatement(pglite, sql, values, name);
      try {
        return await run();
      } catch (error) {
        if (name === undefined || !isStaleStatement(error)) throw error;
        parsedOn(pglite).delete(name);
        await send(pglite, [serialize.close({ type: 'S', name }), serialize.sync()], new Reply(pglite.parsers));
        return await run();
      }
    }),
  );
}

async function runStatement(pglite: PGlite, sql: string, values: readonly unknown[], name: string | undefined) {
  const reply = new Reply(pglite.parsers);
  const run = (messages: Uint8Array[]) => send(pglite, messages, reply);
  const failed = (error: Error) => Object.assign(error, { query: sql, params: values, queryOptions: undefined });
  let parameterTypes = name === undefined ? undefined : parsedOn(pglite).get(name);
  if (!parameterTypes) {
    // The parameters' types come first: each value is serialized by its type's serializer.
    await run([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const described = reply.read();
    if (described.error) {
      await run([serialize.sync()]);
      throw failed(described.error);
    }
    parameterTypes = described.parameterTypes;
    if (name !== undefined) parsedOn(pglite).set(name, parameterTypes);
  }
  const serialized = values.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[parameterTypes[index]!];
    return serializer ? serializer(value) : asText(value);
  });
  await run([bindAndRun(name ?? '', serialized)]);
  const { error, result } = reply.read();
  if (error) throw failed(error);
  await pglite.syncToFs();
  return result;
}

/** Messages to PGlite's backend in one call into its WebAssembly, the reply gathered by `reply`. */
function send(pglite: PGlite, messages: readonly Uint8Array[], reply: Reply) {
  return pglite.execProtocolRawStream(concat(messages), { syncToFs: false, onRawData: reply.receive });
}

/** A value of a type without a serializer, as text; an object as JSON, where PGlite would send "[object Object]". */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return value.toString();
  return JSON.stringify(value);
}

const encoder = new TextEncoder();

/** What follows every Bind here: describe the unnamed portal, execute it, sync. */
const runPortal = concat([serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);

/**
 * A Bind message of text values, then `runPortal`, in one buffer. PGlite's own writer measures each
 * value's UTF-8 length in a JavaScript loop, twice, then copies the message again to send it with
 * the others, and a rebuild sends each batch's rows as one JSON text of megabytes ("PGlite's values
 * encoded natively", in bench/NOTES.md). Here Node measures each value and encodes it straight into
 * its place. The unnamed portal, every value and every column in text format.
 */
function bindAndRun(statement: string, values: readonly (string | null)[]): Uint8Array {
  const nameSize = Buffer.byteLength(statement);
  const sizes = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  const valuesSize = sizes.reduce((sum, size) => sum + 4 + Math.max(size, 0), 0);
  const length = 4 + 1 + nameSize + 1 + 2 + 2 * values.length + 2 + valuesSize + 2;
  const bytes = new Uint8Array(1 + length + runPortal.length);
  const view = new DataView(bytes.buffer);
  bytes[0] = bind;
  view.setInt32(1, length);
  // Past the type and length: the portal's empty name, then the statement's name, both ending in 0.
  let at = 6;
  encoder.encodeInto(statement, bytes.subarray(at, at + nameSize));
  at += nameSize + 1;
  // One format code per value, all text (0, as the buffer starts).
  view.setInt16(at, values.length);
  at += 2 + 2 * values.length;
  view.setInt16(at, values.length);
  at += 2;
  values.forEach((value, index) => {
    const size = sizes[index]!;
    view.setInt32(at, size);
    at += 4;
    if (value !== null && size > 0) {
      encoder.encodeInto(value, bytes.subarray(at, at + size));
      at += size;
    }
  });
  // No result format codes (0): every column in text.
  bytes.set(runPortal, at + 2);
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

type Parsers = PGlite['parsers'];

const bind = 'B'.charCodeAt(0);

/** The backend messages read here, by their type byte; the others (parse and bind done, notices) carry nothing needed. */
const [dataRow, rowDescription, parameterDescription, commandComplete, errorResponse] = ['D', 'T', 't', 'C', 'E'].map(
  (type) => type.charCodeAt(0),
);

/** The backend's messages for one statement, gathered as they come and read once complete. */
class Reply {
  private readonly chunks: Uint8Array[] = [];
  private fields: { name: string; dataTypeID: number; parse: Parsers[number] | undefined }[] = [];
  private readonly result: PgliteResult = { rows: [], fields: [], affectedRows: 0 };
  private error: Error | undefined;
  parameterTypes: number[] = [];

  constructor(private readonly parsers: Parsers) {}

  /** PGlite hands over a view of its own buffer, valid only during the call. */
  receive = (chunk: Uint8Array): number => {
    this.chunks.push(chunk.slice());
    return chunk.length;
  };

  read(): { parameterTypes: number[]; error: Error | undefined; result: PgliteResult } {
    const bytes = concat(this.chunks.splice(0));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < bytes.length;) {
      const kind = bytes[at]!;
      const length = view.getInt32(at + 1);
      const body = at + 5;
      if (kind === dataRow) this.readRow(bytes, view, body);
      else if (kind === rowDescription) this.readFields(bytes, view, body);
      else if (kind === parameterDescription) {
        const count = view.getInt16(body);
        this.parameterTypes = Array.from({ length: count }, (_, index) => view.getInt32(body + 2 + index * 4));
      } else if (kind === commandComplete) this.complete(decoder.decode(bytes.subarray(body, at + length)));
      else if (kind === errorResponse) this.error ??= readError(bytes, body, at + 1 + length, length);
      at += 1 + length;
    }
    return { parameterTypes: this.parameterTypes, error: this.error, result: this.result };
  }

  private readFields(bytes: Uint8Array, view: DataView, body: number) {
    const count = view.getInt16(body);
    this.fields = [];
    let at = body + 2;
    for (let index = 0; index < count; index++) {
      const end = bytes.indexOf(0, at);
      const name = decoder.decode(bytes.subarray(at, end));
      // Past the name: table oid (4), column number (2), then the type's oid.
      const dataTypeID = view.getInt32(end + 7);
      at = end + 19;
      this.fields.push({ name, dataTypeID, parse: this.parsers[dataTypeID] });
    }
    this.result.fields = this.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
  }

  private readRow(bytes: Uint8Array, view: DataView, body: number) {
    const count = view.getInt16(body);
    const row: Record<string, unknown> = {};
    let at = body + 2;
    for (let index = 0; index < count; index++) {
      const size = view.getInt32(at);
      at += 4;
      const field = this.fields[index]!;
      if (size < 0) {
        row[field.name] = null;
        continue;
      }
      const text = decoder.decode(bytes.subarray(at, at + size));
      at += size;
      row[field.name] = field.parse ? field.parse(text, field.dataTypeID) : text;
    }
    this.result.rows.push(row);
  }

  private complete(tag: string) {
    const words = tag.split(' ');
    const command = words[0]!;
    const count = parseInt(words[words.length - 1]!, 10);
    if (countedCommands.has(command)) this.result.affectedRows += count;
    this.result.command = command;
    if (!Number.isNaN(count)) this.result.rowCount = count;
  }
}

function readError(bytes: Uint8Array, body: number, end: number, length: number): Error {
  const fields: Record<string, string> = {};
  for (let at = body; at < end && bytes[at] !== 0;) {
    const code = String.fromCharCode(bytes[at]!);
    const close = bytes.indexOf(0, at + 1);
    fields[code] = decoder.decode(bytes.subarray(at + 1, close));
    at = close + 1;
  }
  const error = new protocol.messages.DatabaseError(fields.M ?? 'unknown error', length, 'error');
  for (const [code, name] of Object.entries(errorFields)) {
    if (fields[code] !== undefined) Object.assign(error, { [name]: fields[code] });
  }
  return error;
}
