import {
  differingFigures,
  differingLedgerFigures,
  type Period,
  statementFigures,
  type StatementLedgerSections,
  type StatementLineFigures,
} from '@colophon/domain';
import {
  comparePositions,
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
import { readDecodedStreams, readLedgerEvents } from './ledgerEvents.ts';
import { RoyaltyFactsFold } from './royaltyFactsFold.ts';

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
  const royaltyEvents = await readDecodedStreams(store, [
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
  const recordEvents = await readDecodedStreams(store, [
    ...[...paymentIds].map(royaltyPaymentStreamId),
    ...records.map((record) => (record.kind === 'order' ? orderStreamId : expenseStreamId)(record.record_id)),
  ]);
  const customerIds = new Set<string>();
  for (const event of recordEvents) {
    if (event.type === 'OrderCreated') customerIds.add(event.data.customerId);
    if (event.type === 'OrderUpdated' && event.data.changes.customerId) customerIds.add(event.data.changes.customerId);
  }
  const customerEvents = await readDecodedStreams(store, [...customerIds].map(customerStreamId));
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

/** A statement computed again beside what was sent: its lines, and its advance and payout sections. */
export interface StatementComparison {
  matches: boolean;
  lines: AuditedLine[];
  /** The advance and payout figures that differ from what was sent (`differingLedgerFigures`). */
  ledgerDiffering: string[];
}

export interface StatementAudit {
  statement: RoyaltyStatementSentData & { sentBy: string | null; sentAt: string };
  /** The statement computed again from the events up to its position. */
  asSent: StatementComparison;
  /** The same statement computed from every event now, and the events since that changed it. */
  asNow: StatementComparison & { position: string; changes: PastChange[] };
  eventsRead: number;
}

/** The statement as the fold's facts give it: line figures (null for a royalty that no longer exists), advances and payout. */
interface Recomputed extends StatementLedgerSections {
  lines: Map<string, StatementLineFigures | null>;
}

const recompute = (fold: RoyaltyFactsFold, royaltyIds: readonly string[], period: Period): Recomputed => {
  const inputs = fold.statementInputsOf(royaltyIds);
  const { lines, advances, payout } = statementFigures({ ...inputs, lineRoyaltyIds: royaltyIds }, period);
  const byId = new Map(lines.map((line) => [line.royaltyId, line.figures]));
  return {
    lines: new Map(royaltyIds.map((royaltyId) => [royaltyId, byId.get(royaltyId) ?? null] as const)),
    advances,
    payout,
  };
};

const audited = (statement: RoyaltyStatementSentData, recomputed: Recomputed): StatementComparison => {
  const lines = statement.lines.map((line) => {
    const figures = recomputed.lines.get(line.royaltyId) ?? null;
    return {
      royaltyId: line.royaltyId,
      title: line.title,
      sent: line.figures,
      // A royalty deleted since counts as nothing.
      recomputed: figures ?? { ...line.figures, ...zeroFigures },
      differing: figures ? differingFigures(line.figures, figures) : ['royalty deleted'],
    };
  });
  const ledgerDiffering = differingLedgerFigures(statement, recomputed);
  return {
    matches: lines.every((line) => line.differing.length === 0) && ledgerDiffering.length === 0,
    lines,
    ledgerDiffering,
  };
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
  let current = recompute(fold, royaltyIds, period);
  const asSent = audited(statement, current);

  const changes: PastChange[] = [];
  for (const event of events.slice(index)) {
    if (!fold.apply(event)) continue;
    const next = recompute(fold, royaltyIds, period);
    const changed = royaltyIds.flatMap((royaltyId) => {
      const before = current.lines.get(royaltyId) ?? zeroFigures;
      const after = next.lines.get(royaltyId) ?? zeroFigures;
      const figures = differingFigures(before, after);
      return figures.length > 0 ? [{ royaltyId, figures }] : [];
    });
    const ledgerChanged = differingLedgerFigures(current, next);
    if (changed.length > 0 || ledgerChanged.length > 0)
      changes.push({
        position: formatPosition(event.position),
        streamId: event.streamId,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        userId: event.metadata.userId,
        royaltyIds: changed.map((change) => change.royaltyId),
        figures: [...new Set([...changed.flatMap((change) => change.figures), ...ledgerChanged])],
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
