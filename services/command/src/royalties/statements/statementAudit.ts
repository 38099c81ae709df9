import { differingFigures, type Period, statementFigures, type StatementLineFigures } from '@colophon/domain';
import {
  comparePositions,
  decodeEvent,
  type EventStore,
  formatPosition,
  parsePosition,
  type Position,
  readRoyaltyStatement,
  type RecordedDomainEvent,
  type RoyaltyStatementSentData,
} from '@colophon/events';
import type { Knex } from 'knex';

import { regionsStreamId } from '../../account/regions.ts';
import { publisherStreamId } from '../../account/registration.ts';
import { customerStreamId } from '../../contacts/customer.ts';
import { expenseStreamId } from '../../expenses/expense.ts';
import { orderStreamId } from '../../orders/order.ts';
import { linksStreamId } from '../../shared/links.ts';
import { royaltyStreamId } from '../royalty.ts';
import { royaltyPaymentStreamId } from '../royaltyPayment.ts';
import { readLedgerEvents } from './ledgerEvents.ts';
import { RoyaltyFactsFold } from './royaltyFactsFold.ts';

/** Every event of the streams, decoded: one read of the store for all of them. */
async function readStreams(store: Pick<EventStore, 'readStreams'>, streamIds: Iterable<string>) {
  const streams = await store.readStreams([...new Set(streamIds)]);
  return [...streams.values()].flat().map((stored) => decodeEvent(stored));
}

/**
 * Every event a statement's facts can come from, in log order: the publisher's settings and regions,
 * the royalties and their payments, every order and expense that ever named their formats (from the
 * `royalty_fact_records` index, which never forgets one), and those orders' customers' addresses.
 */
export async function readRoyaltyFactEvents(
  store: Pick<EventStore, 'readStreams'>,
  db: Knex,
  publisherId: string,
  royaltyIds: readonly string[],
): Promise<RecordedDomainEvent[]> {
  const royaltyEvents = await readStreams(store, [
    publisherStreamId(publisherId),
    regionsStreamId(publisherId),
    ...royaltyIds.map(royaltyStreamId),
    ...royaltyIds.map(linksStreamId),
  ]);
  const productIds = new Set<string>();
  const paymentIds = new Set<string>();
  for (const event of royaltyEvents) {
    if (event.type === 'RoyaltyCreated') productIds.add(event.data.productId);
    if (event.type === 'LinkAdded' && royaltyIds.includes(event.data.recordId)) paymentIds.add(event.data.linkId);
  }
  const records: { kind: string; record_id: string }[] = await db('royalty_fact_records')
    .where({ publisher_id: publisherId })
    .whereIn('product_id', [...productIds])
    .select('kind', 'record_id');
  const recordEvents = await readStreams(store, [
    ...[...paymentIds].map(royaltyPaymentStreamId),
    ...records.map((record) => (record.kind === 'order' ? orderStreamId : expenseStreamId)(record.record_id)),
  ]);
  const customerIds = new Set<string>();
  for (const event of recordEvents) {
    if (event.type === 'OrderCreated') customerIds.add(event.data.customerId);
    if (event.type === 'OrderUpdated' && event.data.changes.customerId) customerIds.add(event.data.changes.customerId);
  }
  const customerEvents = await readStreams(store, [...customerIds].map(customerStreamId));
  return [...royaltyEvents, ...recordEvents, ...customerEvents]
    .filter((event) => event.metadata.publisherId === publisherId)
    .sort((a, b) => comparePositions(a.position, b.position));
}

export interface AuditedLine {
  royaltyId: string;
  title: string;
  sent: StatementLineFigures;
  recomputed: StatementLineFigures;
  /** Names of the figures that differ from what was sent. */
  differing: string[];
}

/** An event appended after the statement that changed one of its figures. */
export interface PastChange {
  position: string;
  streamId: string;
  type: string;
  occurredAt: string;
  userId: string | null;
  royaltyIds: string[];
  figures: string[];
}

export interface StatementAudit {
  statement: RoyaltyStatementSentData & { sentBy: string | null; sentAt: string };
  /** The figures computed again from the events up to the statement's position. */
  asSent: { matches: boolean; lines: AuditedLine[] };
  /** The same statement computed from every event now, and the events since that changed it. */
  asNow: { matches: boolean; lines: AuditedLine[]; position: string; changes: PastChange[] };
  eventsRead: number;
}

/** The statement's line figures as the fold's facts give them; null for a royalty that no longer exists. */
const figuresOf = (fold: RoyaltyFactsFold, royaltyIds: readonly string[], period: Period) => {
  const inputs = fold.statementInputsOf(royaltyIds);
  const { lines } = statementFigures({ ...inputs, lineRoyaltyIds: royaltyIds }, period);
  const byId = new Map(lines.map((line) => [line.royaltyId, line.figures]));
  return new Map(royaltyIds.map((royaltyId) => [royaltyId, byId.get(royaltyId) ?? null] as const));
};

const audited = (statement: RoyaltyStatementSentData, figures: Map<string, StatementLineFigures | null>) => {
  const lines = statement.lines.map((line) => {
    const recomputed = figures.get(line.royaltyId) ?? null;
    return {
      royaltyId: line.royaltyId,
      title: line.title,
      sent: line.figures,
      // A royalty deleted since counts as nothing.
      recomputed: recomputed ?? { ...line.figures, ...zeroFigures },
      differing: recomputed ? differingFigures(line.figures, recomputed) : ['royalty deleted'],
    };
  });
  return { matches: lines.every((line) => line.differing.length === 0), lines };
};

const zeroFigures: StatementLineFigures = {
  units: 0,
  revenueCents: 0,
  expensesCents: 0,
  creditCents: 0,
  debitCents: 0,
  lifeUnits: 0,
  lifeRevenueCents: 0,
  lifeExpensesCents: 0,
  lifeCreditCents: 0,
  lifeDebitCents: 0,
  paidCents: 0,
  reserveHeldCents: 0,
  reserveReleasedCents: 0,
  reserveReturnsCents: 0,
  reserveBalanceCents: 0,
  recoupedCents: 0,
  recoupedLifeCents: 0,
  balanceCents: 0,
};

/**
 * The audit replay of a sent statement: folds the events up to the position it was computed at and
 * computes it again with the same engine (it must match to the cent), then goes on through every
 * later event, noting each one that changed a figure of the statement's period (a backdated payment,
 * an order unpaid or deleted since, a tier edit...). Null when the statement is not the publisher's.
 */
export async function auditStatement(
  store: Pick<EventStore, 'readStream' | 'readStreams'>,
  db: Knex,
  statementId: string,
  publisherId: string | null,
): Promise<StatementAudit | null> {
  const statement = await readRoyaltyStatement(store, statementId);
  if (!statement || (publisherId !== null && statement.publisherId !== publisherId)) return null;
  const computedAt: Position = parsePosition(statement.computedAt)!;
  const royaltyIds = statement.lines.map((line) => line.royaltyId);
  const period = { start: statement.startDate, end: statement.endDate };
  const ledger = await readLedgerEvents(store, db, statement.publisherId, royaltyIds);
  const events = [
    ...(await readRoyaltyFactEvents(store, db, statement.publisherId, ledger.royaltyIds)),
    ...ledger.events,
  ]
    .filter((event) => !(event.type === 'RoyaltyStatementSent' && event.data.statementId === statement.statementId))
    .sort((a, b) => comparePositions(a.position, b.position));

  const fold = new RoyaltyFactsFold();
  let index = 0;
  for (; index < events.length && comparePositions(events[index]!.position, computedAt) <= 0; index++)
    fold.apply(events[index]!);
  const asSent = audited(statement, figuresOf(fold, royaltyIds, period));

  const changes: PastChange[] = [];
  let current = figuresOf(fold, royaltyIds, period);
  for (const event of events.slice(index)) {
    if (!fold.apply(event)) continue;
    const next = figuresOf(fold, royaltyIds, period);
    const changed = royaltyIds.flatMap((royaltyId) => {
      const before = current.get(royaltyId) ?? zeroFigures;
      const after = next.get(royaltyId) ?? zeroFigures;
      const figures = differingFigures(before, after);
      return figures.length > 0 ? [{ royaltyId, figures }] : [];
    });
    if (changed.length > 0)
      changes.push({
        position: formatPosition(event.position),
        streamId: event.streamId,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        userId: event.metadata.userId,
        royaltyIds: changed.map((change) => change.royaltyId),
        figures: [...new Set(changed.flatMap((change) => change.figures))],
      });
    current = next;
  }
  const last = events.at(-1)?.position;
  return {
    statement,
    asSent,
    asNow: {
      ...audited(statement, current),
      position: last && comparePositions(last, computedAt) > 0 ? formatPosition(last) : statement.computedAt,
      changes,
    },
    eventsRead: events.length,
  };
}
