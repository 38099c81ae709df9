import { createDatabase } from '@colophon/events';
import { migrateReadModels } from '@colophon/projector';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inactiveUsers, publisherStats, searchPublishers } from './dashboardRows.ts';

const now = new Date('2026-04-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const user = (id: string, email: string, lastLogin: Date | null, created = daysAgo(200), superuser = false) => ({
  id,
  email,
  first_name: id,
  last_name: 'Lee',
  created_at: created,
  last_login_at: lastLogin,
  is_superuser: superuser,
});

describe('staff dashboard rows', () => {
  let db: Knex;
  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateReadModels(db);
    await db('users').insert([
      user('recent', 'recent@press.example', daysAgo(2)),
      user('week', 'week@press.example', daysAgo(10)),
      user('month', 'month@press.example', daysAgo(45)),
      user('never', 'never@press.example', null, daysAgo(120)),
      user('staff', 'staff@colophon.app', daysAgo(200)),
      user('super', 'super@press.example', daysAgo(200), daysAgo(300), true),
    ]);
    const publisher = (id: string, name: string) => ({
      id,
      name,
      plan: 'free',
      currency_code: 'USD',
      currency_label: 'US Dollar',
      currency_symbol: '$',
      accounting_method: 'paid',
      created_at: daysAgo(300),
    });
    await db('publishers').insert([publisher('p1', 'Lamb 100% House'), publisher('p2', 'Lambeth Press')]);
    await db('publisher_members').insert([
      { publisher_id: 'p1', user_id: 'month', role: 'owner', created_at: daysAgo(300) },
      { publisher_id: 'p1', user_id: 'recent', role: 'member', created_at: daysAgo(100) },
    ]);
  });
  afterAll(() => db.destroy());

  it('lists users inactive for longer than the period, without staff addresses and superusers', async () => {
    const emails = async (period: 'OVER_1_WEEK' | 'OVER_1_MONTH' | 'OVER_3_MONTHS') =>
      (await inactiveUsers(db, period, 1, now)).items.map((item) => item.email);
    expect(await emails('OVER_1_WEEK')).toEqual(['week@press.example', 'month@press.example', 'never@press.example']);
    expect(await emails('OVER_1_MONTH')).toEqual(['month@press.example', 'never@press.example']);
    expect(await emails('OVER_3_MONTHS')).toEqual(['never@press.example']);
    const month = (await inactiveUsers(db, 'OVER_1_MONTH', 1, now)).items[0]!;
    expect(month.publishers.map((publisher) => publisher.name)).toEqual(['Lamb 100% House']);
    expect((await inactiveUsers(db, 'OVER_1_WEEK', 1, now)).totalCount).toBe(3);
  });

  it('searches by name or owner email, literally, for more than one character', async () => {
    expect((await searchPublishers(db, 'L', 10)).map((row) => row.name)).toEqual([]);
    expect((await searchPublishers(db, 'lamb', 10)).map((row) => row.name)).toEqual([
      'Lamb 100% House',
      'Lambeth Press',
    ]);
    expect((await searchPublishers(db, '100%', 10)).map((row) => row.name)).toEqual(['Lamb 100% House']);
    expect(await searchPublishers(db, 'month@press', 10)).toEqual([
      { id: 'p1', name: 'Lamb 100% House', plan: 'free', ownerEmail: 'month@press.example' },
    ]);
    expect(await searchPublishers(db, 'lamb', 1)).toHaveLength(1);
  });

  it("gives a publisher's statistics with its owner and its members' last login", async () => {
    expect(await publisherStats(db, 'p1')).toMatchObject({
      ownerId: 'month',
      ownerEmail: 'month@press.example',
      lastLogin: daysAgo(2).toISOString(),
      totalProducts: 0,
      lastActivity: null,
    });
    expect(await publisherStats(db, 'nope')).toBeNull();
  });
});
