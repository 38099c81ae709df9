import { describe, expect, it } from 'vitest';

import { column, defineTable, rowAsJsonSql, rowFromJson } from './tables.ts';

const ledger = defineTable('ledger', {
  id: column.text(),
  amount_cents: column.bigint(),
  weight: column.optional.numeric(),
  settled_on: column.optional.date(),
  created_at: column.timestamptz(),
  modified_at: column.optional.timestamptz(),
});

describe('a row selected as json beside another table', () => {
  it('selects the columns named, 64-bit and decimal numbers as text', () => {
    expect(rowAsJsonSql(ledger, 'entry')).toBe(
      "json_build_object('id', entry.id, 'amount_cents', entry.amount_cents::text, 'weight', entry.weight::text, " +
        "'settled_on', entry.settled_on, 'created_at', entry.created_at, 'modified_at', entry.modified_at)",
    );
    expect(rowAsJsonSql(ledger, 'entry', ['id', 'amount_cents'])).toBe(
      "json_build_object('id', entry.id, 'amount_cents', entry.amount_cents::text)",
    );
  });

  it('reads back as the table gives it: timestamps as dates, the rest as selected', () => {
    const row = rowFromJson(ledger, {
      id: 'e1',
      amount_cents: '9007199254740993',
      weight: '1.50',
      settled_on: '2026-11-27',
      created_at: '2026-11-28T13:17:00.123456+01:00',
      modified_at: null,
    });
    expect(row).toEqual({
      id: 'e1',
      amount_cents: '9007199254740993',
      weight: '1.50',
      settled_on: '2026-11-27',
      created_at: new Date('2026-11-28T12:17:00.123Z'),
      modified_at: null,
    });
  });
});
