import { formatCents } from '@colophon/domain';
import type { Knex } from 'knex';

import type { InactivityPeriod } from '../generated/resolvers.ts';

/** Email domains of the platform's own staff, left out of the inactive users (INTERNAL_EMAIL_DOMAINS, comma-separated). */
export const internalEmailDomains = () =>
  (process.env.INTERNAL_EMAIL_DOMAINS ?? 'colophon.app')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);

const iso = (value: unknown) => new Date(value as Date | string).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));
/** A limit a caller asked for, kept to a sane range. */
export const clampLimit = (limit: number | null | undefined, fallback: number, max = 100) =>
  Math.min(Math.max(limit ?? fallback, 1), max);

interface UserColumns {
  id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}
const userOf = (row: UserColumns) =>
  row.id === null ? null : { id: row.id, email: row.email!, firstName: row.first_name!, lastName: row.last_name! };

interface PublisherColumns {
  publisher_id: string | null;
  publisher_name: string | null;
  publisher_plan: string | null;
  publisher_created: Date | string | null;
}
const publisherOf = (row: PublisherColumns) =>
  row.publisher_id === null
    ? null
    : {
        id: row.publisher_id,
        name: row.publisher_name!,
        plan: row.publisher_plan!,
        created: iso(row.publisher_created!),
      };

/** The publisher's columns under the names `publisherOf` reads. */
const publisherColumns = (alias: string) => [
  `${alias}.id as publisher_id`,
  `${alias}.name as publisher_name`,
  `${alias}.plan as publisher_plan`,
  `${alias}.created_at as publisher_created`,
];
/** A user's columns under a prefix. */
const userColumns = (alias: string, prefix: string) => [
  `${alias}.id as ${prefix}_id`,
  `${alias}.email as ${prefix}_email`,
  `${alias}.first_name as ${prefix}_first_name`,
  `${alias}.last_name as ${prefix}_last_name`,
];
const prefixed = (row: Record<string, unknown>, prefix: string) =>
  ({
    id: row[`${prefix}_id`],
    email: row[`${prefix}_email`],
    first_name: row[`${prefix}_first_name`],
    last_name: row[`${prefix}_last_name`],
  }) as UserColumns;

/** A user's publishers as JSON, in the same round trip as the user. */
const membershipsOf = (db: Knex, userColumn: string) =>
  db.raw(
    `coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'plan', p.plan, 'created', p.created_at,
        'role', m.role, 'joined', m.created_at) order by m.created_at)
      from publisher_members m join publishers p on p.id = m.publisher_id
      where m.user_id = ${userColumn} and p.deleted_at is null), '[]'::json) as memberships`,
  );
interface Membership {
  id: string;
  name: string;
  plan: string;
  created: string;
  role: 'owner' | 'admin' | 'member';
  joined: string;
}
const summaryOf = (membership: Membership) => ({
  id: membership.id,
  name: membership.name,
  plan: membership.plan,
  created: iso(membership.created),
});

export async function recentActivity(db: Knex, limit: number) {
  const rows = await db('user_activity as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as s', 's.id', 'a.impersonator_id')
    .leftJoin('publishers as p', 'p.id', 'a.publisher_id')
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(limit)
    .select('a.*', ...userColumns('u', 'user'), ...userColumns('s', 'staff'), ...publisherColumns('p'));
  return rows.map((row) => ({
    id: row.id as string,
    user: userOf(prefixed(row, 'user')),
    impersonatedBy: userOf(prefixed(row, 'staff')),
    publisher: publisherOf(row),
    actionType: row.action_type as string,
    actionDetails: row.action_details as string,
    ipAddress: row.ip_address as string | null,
    userAgent: row.user_agent as string | null,
    created: iso(row.created_at),
  }));
}

export async function recentPublisherActivity(db: Knex, limit: number) {
  const rows = await db('publisher_activity as a')
    .join('publishers as p', 'p.id', 'a.publisher_id')
    .leftJoin('users as u', 'u.id', 'a.last_user_id')
    .whereNull('p.deleted_at')
    .orderBy('a.last_activity_at', 'desc')
    .limit(limit)
    .select('a.*', ...publisherColumns('p'), ...userColumns('u', 'user'));
  return rows.map((row) => ({
    publisher: publisherOf(row)!,
    lastActivity: iso(row.last_activity_at),
    lastActivityType: row.last_activity_type as string,
    user: userOf(prefixed(row, 'user')),
  }));
}

export async function recentProducts(db: Knex, limit: number) {
  const rows = await db('products as r')
    .join('product_works as w', 'w.id', 'r.product_work_id')
    .join('publishers as p', 'p.id', 'r.publisher_id')
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .select(
      'r.id',
      'r.isbn',
      'r.retail_price_cents',
      'r.cover_image',
      'r.created_at',
      'w.title',
      ...publisherColumns('p'),
    );
  return rows.map((row) => ({
    id: row.id as string,
    title: row.title as string,
    isbn: row.isbn as string,
    publisher: publisherOf(row)!,
    retailPrice: formatCents(row.retail_price_cents),
    coverImage: row.cover_image as string,
    created: iso(row.created_at),
  }));
}

export async function recentCustomers(db: Knex, limit: number) {
  const rows = await db('customers as c')
    .join('publishers as p', 'p.id', 'c.publisher_id')
    .orderBy('c.created_at', 'desc')
    .limit(limit)
    .select('c.id', 'c.first_name', 'c.last_name', 'c.company', 'c.created_at', ...publisherColumns('p'));
  return rows.map((row) => ({
    id: row.id as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    company: row.company as string,
    publisher: publisherOf(row)!,
    created: iso(row.created_at),
  }));
}

export async function recentSignups(db: Knex, limit: number) {
  const rows = await db('users')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .select('id', 'email', 'first_name', 'last_name', 'created_at', membershipsOf(db, 'users.id'));
  return rows.map((row) => ({
    id: row.id as string,
    username: row.email as string,
    email: row.email as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    created: iso(row.created_at),
    publisheruserSet: (row.memberships as Membership[]).map((membership) => ({
      publisher: summaryOf(membership),
      role: membership.role,
      created: iso(membership.joined),
    })),
  }));
}

export async function recentSubscriptions(db: Knex, limit: number) {
  const rows = await db('plan_changes as c')
    .join('publishers as p', 'p.id', 'c.publisher_id')
    .orderBy('c.changed_at', 'desc')
    .limit(limit)
    .select('c.id', 'c.plan', 'c.max_products', 'c.changed_at', ...publisherColumns('p'));
  return rows.map((row) => ({
    id: row.id as string,
    publisher: publisherOf(row)!,
    plan: row.plan as string,
    maxProducts: row.max_products as number | null,
    created: iso(row.changed_at),
  }));
}

const inactivityDays: Record<InactivityPeriod, number> = { OVER_1_WEEK: 7, OVER_1_MONTH: 30, OVER_3_MONTHS: 90 };
export const pageSize = 25;

/** Users whose last login (or sign-up, if they never logged in) is older than the period; staff left out. */
export async function inactiveUsers(db: Knex, period: InactivityPeriod, page: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - inactivityDays[period] * 86_400_000);
  const rows: Record<string, unknown>[] = await db('users')
    .where(db.raw('coalesce(users.last_login_at, users.created_at)'), '<', cutoff)
    .where('users.is_superuser', false)
    .modify((query) => {
      const domains = internalEmailDomains();
      if (domains.length > 0)
        query.whereRaw(`lower(split_part(users.email, '@', 2)) not in (${domains.map(() => '?').join(', ')})`, domains);
    })
    .orderByRaw('coalesce(users.last_login_at, users.created_at) desc, users.id')
    .limit(pageSize)
    .offset((Math.max(page, 1) - 1) * pageSize)
    .select(
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.last_login_at',
      'users.created_at',
      db.raw('count(*) over () as total_count'),
      membershipsOf(db, 'users.id'),
    );
  return {
    totalCount: Number(rows[0]?.total_count ?? 0),
    items: rows.map((row) => ({
      id: row.id as string,
      email: row.email as string,
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      lastLogin: isoOrNull(row.last_login_at),
      created: iso(row.created_at),
      publishers: (row.memberships as Membership[]).map(summaryOf),
    })),
  };
}

const ownerJoin = (query: Knex.QueryBuilder, db: Knex) =>
  query
    .leftJoin('publisher_members as owner_member', function () {
      this.on('owner_member.publisher_id', '=', 'p.id').andOn('owner_member.role', '=', db.raw('?', ['owner']));
    })
    .leftJoin('users as owner', 'owner.id', 'owner_member.user_id');

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The spec's publisher search: more than one character, by name, owner email or id, at most `limit`. */
export async function searchPublishers(db: Knex, searchTerm: string, limit: number) {
  const term = searchTerm.trim().slice(0, 200);
  if (term.length <= 1) return [];
  const rows: Record<string, string | null>[] = await ownerJoin(db('publishers as p'), db)
    .whereNull('p.deleted_at')
    .where((query) =>
      query
        .whereILike('p.name', likePattern(term))
        .orWhereILike('owner.email', likePattern(term))
        .orWhere('p.id', term),
    )
    .orderBy([{ column: 'p.name' }, { column: 'p.id' }])
    .limit(limit)
    .select('p.id', 'p.name', 'p.plan', 'owner.email as owner_email');
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    plan: row.plan as string,
    ownerEmail: row.owner_email as string | null,
  }));
}

const countOf = (db: Knex, table: string) =>
  db(table).whereRaw(`${table}.publisher_id = p.id`).count('*').as(`total_${table}`);

/** The spec's publisher stats, in one round trip; null for an unknown or deleted publisher. */
export async function publisherStats(db: Knex, publisherId: string) {
  const row = await ownerJoin(db('publishers as p'), db)
    .leftJoin('publisher_activity as a', 'a.publisher_id', 'p.id')
    .where('p.id', publisherId)
    .whereNull('p.deleted_at')
    .first(
      ...publisherColumns('p'),
      'owner.id as owner_id',
      'owner.email as owner_email',
      'a.last_activity_at',
      'a.last_activity_type',
      countOf(db, 'products'),
      countOf(db, 'orders'),
      countOf(db, 'customers'),
      countOf(db, 'creators'),
      db('publisher_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .whereRaw('m.publisher_id = p.id')
        .max('u.last_login_at')
        .as('last_login'),
    );
  if (!row) return null;
  return {
    publisher: publisherOf(row)!,
    firstSignedUp: iso(row.publisher_created),
    lastLogin: isoOrNull(row.last_login),
    lastActivity: isoOrNull(row.last_activity_at),
    lastActivityType: row.last_activity_type as string | null,
    totalProducts: Number(row.total_products),
    totalOrders: Number(row.total_orders),
    totalCustomers: Number(row.total_customers),
    totalCreators: Number(row.total_creators),
    ownerEmail: row.owner_email as string | null,
    ownerId: row.owner_id as string | null,
  };
}

/** A publisher with activity in the last 30 days counts as active. */
const activeDays = 30;

/** The System Overview: platform counts, and the five publishers with the most of each kind. */
export async function systemStats(db: Knex, now = new Date()) {
  const count = async (query: Knex.QueryBuilder) => Number((await query.count({ count: '*' }).first())?.count ?? 0);
  const top = async (table: string) => {
    const rows = await db(`${table} as r`)
      .join('publishers as p', 'p.id', 'r.publisher_id')
      .whereNull('p.deleted_at')
      .groupBy('p.id', 'p.name', 'p.plan', 'p.created_at')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'p.name' }])
      .limit(5)
      .select(...publisherColumns('p'), db.raw('count(*) as count'));
    return rows.map((row) => ({ publisher: publisherOf(row)!, count: Number(row.count) }));
  };
  const [publishers, activePublishers, products, customers, orders, creators, users, superusers] = await Promise.all([
    count(db('publishers').whereNull('deleted_at')),
    count(db('publisher_activity').where('last_activity_at', '>', new Date(now.getTime() - activeDays * 86_400_000))),
    count(db('products')),
    count(db('customers')),
    count(db('orders')),
    count(db('creators')),
    count(db('users')),
    count(db('users').where({ is_superuser: true })),
  ]);
  const [byProducts, byCustomers, byOrders, byCreators] = await Promise.all(
    ['products', 'customers', 'orders', 'creators'].map(top),
  );
  return {
    publishers,
    activePublishers,
    products,
    customers,
    orders,
    creators,
    users,
    superusers,
    topPublishersByProducts: byProducts!,
    topPublishersByCustomers: byCustomers!,
    topPublishersByOrders: byOrders!,
    topPublishersByCreators: byCreators!,
  };
}

/** When staff signed in as a user of the publisher: what its owner and admins are shown. */
export async function staffAccesses(db: Knex, publisherId: string) {
  const rows = await db('staff_accesses as a')
    .leftJoin('users as s', 's.id', 'a.staff_user_id')
    .leftJoin('users as u', 'u.id', 'a.target_user_id')
    .where('a.publisher_id', publisherId)
    .orderBy('a.started_at', 'desc')
    .limit(50)
    .select('a.*', ...userColumns('s', 'staff'), ...userColumns('u', 'user'));
  return rows.map((row) => ({
    id: row.impersonation_id as string,
    staff: userOf(prefixed(row, 'staff')),
    user: userOf(prefixed(row, 'user')),
    started: iso(row.started_at),
    expires: iso(row.expires_at),
    ended: isoOrNull(row.ended_at),
    ipAddress: row.ip_address as string,
  }));
}
