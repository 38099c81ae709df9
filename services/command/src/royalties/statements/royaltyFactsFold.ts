import {
  type AdvanceFacts,
  type ReserveTerms,
  royaltyFacts,
  type RoyaltyOrderLine,
  type RoyaltyPaymentFact,
} from '@colophon/domain';
import type { DomainEvent, OrderLine, OrderReturn, RoyaltyTierFields } from '@colophon/events';

import type { StatementRoyaltyFacts } from './statementFacts.ts';

interface OrderFacts {
  addressId: string | null;
  paidDate: string | null;
  shipDate: string | null;
  lines: Map<string, OrderLine>;
  returns: Map<string, OrderReturn>;
}

interface RoyaltyTerms {
  creatorId: string;
  productId: string;
  regionId: string | null;
  tiers: readonly RoyaltyTierFields[];
}

/**
 * The facts a royalty's figures are computed from, folded from the events alone: the publisher's
 * accounting method and regions, address countries, orders and their lines, product expenses, each
 * royalty's tiers and payments. The royalties read model keeps the same facts in its tables; both
 * hand them to the domain's `royaltyFacts`, so only where the facts are kept differs. The audit
 * replay folds the events up to a statement's position with this and computes the statement again,
 * so a difference would show a fault in either.
 *
 * Mutable for speed (a replay asks for the figures after each event that matters); `apply` is the
 * fold's evolve and answers whether the event touched any fact.
 */
export class RoyaltyFactsFold {
  private accountingMethod: 'paid' | 'shipped' = 'paid';
  private salesByRegion = false;
  private readonly regions = new Map<string, readonly string[]>();
  private readonly addressCountries = new Map<string, string>();
  private readonly orders = new Map<string, OrderFacts>();
  private readonly expenses = new Map<string, { productId: string | null; amountCents: number; date: string }>();
  private readonly royalties = new Map<string, RoyaltyTerms>();
  private readonly payments = new Map<string, { royaltyId: string } & RoyaltyPaymentFact>();
  private readonly reserves = new Map<string, ReserveTerms>();
  /** Each royalty's statement period ends, by statement. */
  private readonly statementEnds = new Map<string, Map<string, string>>();
  /** In the order they were made: advances of the same royalties recoup in that order. */
  private readonly advances = new Map<string, AdvanceFacts>();
  private minimumPayoutCents = 0;

  apply(event: DomainEvent): boolean {
    return this.applyToLedger(event) ?? this.applyToSales(event);
  }

  /** Advances, reserves, statement periods and the minimum payout; undefined for any other event. */
  private applyToLedger(event: DomainEvent): boolean | undefined {
    switch (event.type) {
      case 'RoyaltyReserveSet':
        if (event.data.reserve) this.reserves.set(event.data.royaltyId, event.data.reserve);
        else this.reserves.delete(event.data.royaltyId);
        return true;
      case 'RoyaltyStatementSent':
        for (const line of event.data.lines) {
          const ends = this.statementEnds.get(line.royaltyId) ?? new Map<string, string>();
          ends.set(event.data.statementId, event.data.endDate);
          this.statementEnds.set(line.royaltyId, ends);
        }
        return true;
      case 'AdvanceCreated':
        this.advances.set(event.data.advanceId, {
          advanceId: event.data.advanceId,
          name: event.data.name,
          amountCents: event.data.amountCents,
          royaltyIds: event.data.royaltyIds,
          instalments: [],
        });
        return true;
      case 'AdvancePaid': {
        const advance = this.advances.get(event.data.advanceId);
        if (!advance) return false;
        const { paidDate, amountCents } = event.data;
        this.advances.set(advance.advanceId, {
          ...advance,
          instalments: [...advance.instalments, { paidDate, amountCents }],
        });
        return true;
      }
      case 'AdvanceDeleted':
        return this.advances.delete(event.data.advanceId);
      case 'PublisherMinimumPayoutChanged':
        this.minimumPayoutCents = event.data.minimumPayoutCents;
        return true;
      default:
        return undefined;
    }
  }

  private applyToSales(event: DomainEvent): boolean {
    switch (event.type) {
      case 'PublisherCreated':
      case 'PublisherAccountingMethodChanged':
        this.accountingMethod = event.data.accountingMethod;
        return true;
      case 'PublisherSalesByRegionChanged':
        this.salesByRegion = event.data.enabled;
        return true;
      case 'RegionCreated':
      case 'RegionUpdated':
        this.regions.set(event.data.regionId, event.data.countries);
        return true;
      case 'RegionDeleted':
        return this.regions.delete(event.data.regionId);
      case 'ContactItemAdded':
      case 'ContactItemChanged':
        if (event.data.item.kind !== 'address') return false;
        this.addressCountries.set(event.data.itemId, event.data.item.address.country);
        return true;
      case 'ContactItemRemoved':
        return this.addressCountries.delete(event.data.itemId);
      case 'ExpenseCreated':
        this.expenses.set(event.data.expenseId, {
          productId: event.data.productId,
          amountCents: event.data.amountCents,
          date: event.data.expenseDate,
        });
        return true;
      case 'ExpenseUpdated': {
        const expense = this.expenses.get(event.data.expenseId);
        if (!expense) return false;
        const { productId, amountCents, expenseDate } = event.data.changes;
        if (productId !== undefined) expense.productId = productId;
        if (amountCents !== undefined) expense.amountCents = amountCents;
        if (expenseDate !== undefined) expense.date = expenseDate;
        return true;
      }
      case 'ExpenseDeleted':
        return this.expenses.delete(event.data.expenseId);
      case 'RoyaltyCreated':
        this.royalties.set(event.data.royaltyId, {
          creatorId: event.data.creatorId,
          productId: event.data.productId,
          regionId: event.data.regionId,
          tiers: event.data.tiers,
        });
        return true;
      case 'RoyaltyTiersChanged': {
        const royalty = this.royalties.get(event.data.royaltyId);
        if (royalty) royalty.tiers = event.data.tiers;
        return Boolean(royalty);
      }
      case 'RoyaltyDeleted':
        return this.royalties.delete(event.data.royaltyId);
      case 'RoyaltyPaymentRecorded':
        this.payments.set(event.data.paymentId, {
          royaltyId: event.data.royaltyId,
          sentDate: event.data.sentDate,
          amountCents: event.data.amountCents,
        });
        return true;
      case 'RoyaltyPaymentChanged': {
        const payment = this.payments.get(event.data.paymentId);
        if (!payment) return false;
        if (event.data.changes.sentDate !== undefined) payment.sentDate = event.data.changes.sentDate;
        if (event.data.changes.amountCents !== undefined) payment.amountCents = event.data.changes.amountCents;
        return true;
      }
      case 'RoyaltyPaymentDeleted':
        return this.payments.delete(event.data.paymentId);
      default:
        return this.applyToOrder(event);
    }
  }

  private applyToOrder(event: DomainEvent): boolean {
    if (event.type === 'OrderCreated') {
      this.orders.set(event.data.orderId, {
        addressId: event.data.orderAddressId,
        paidDate: null,
        shipDate: null,
        lines: new Map(event.data.lines.map((line) => [line.lineId, line])),
        returns: new Map(),
      });
      return true;
    }
    const order = 'orderId' in event.data ? this.orders.get(event.data.orderId) : undefined;
    if (!order) return false;
    switch (event.type) {
      case 'OrderUpdated':
        if (event.data.changes.orderAddressId === undefined) return false;
        order.addressId = event.data.changes.orderAddressId;
        return true;
      case 'OrderLineAdded':
      case 'OrderLineChanged':
        order.lines.set(event.data.lineId, event.data);
        return true;
      case 'OrderLineRemoved':
        return order.lines.delete(event.data.lineId);
      case 'OrderReturnRecorded':
        order.returns.set(event.data.returnId, event.data);
        return true;
      case 'OrderReturnDeleted':
        return order.returns.delete(event.data.returnId);
      case 'OrderMarkedPaid':
        order.paidDate = event.data.paidDate;
        return true;
      case 'OrderMarkedUnpaid':
        order.paidDate = null;
        return true;
      case 'OrderShipped':
        order.shipDate = event.data.shipDate;
        return true;
      case 'OrderUnshipped':
        order.shipDate = null;
        return true;
      case 'OrderDeleted':
        return this.orders.delete(event.data.orderId);
      default:
        return false;
    }
  }

  /** A royalty's facts as the engine takes them; null when it does not exist (or no longer). */
  factsOf(royaltyId: string): StatementRoyaltyFacts | null {
    const royalty = this.royalties.get(royaltyId);
    if (!royalty) return null;
    const lines: RoyaltyOrderLine[] = [];
    for (const order of this.orders.values())
      for (const line of order.lines.values())
        if (line.productId === royalty.productId)
          lines.push({
            lineId: line.lineId,
            quantity: line.quantity,
            retailPriceCents: line.retailPriceCents,
            unitPriceCents: line.unitPriceCents,
            discountBasisPoints: line.discountBasisPoints,
            paidDate: order.paidDate,
            shipDate: order.shipDate,
            country: order.addressId ? (this.addressCountries.get(order.addressId) ?? null) : null,
            returns: [...order.returns.values()].flatMap((orderReturn) =>
              orderReturn.lines
                .filter((returned) => returned.lineId === line.lineId)
                .map((returned) => ({ date: orderReturn.returnDate, quantity: returned.quantity })),
            ),
          });
    return {
      royaltyId,
      creatorId: royalty.creatorId,
      productId: royalty.productId,
      regionId: royalty.regionId,
      facts: {
        ...royaltyFacts(
          royalty,
          { accountingMethod: this.accountingMethod, salesByRegion: this.salesByRegion, regions: this.regions },
          lines,
          [...this.expenses.values()]
            .filter((expense) => expense.productId === royalty.productId)
            .map(({ date, amountCents }) => ({ date, amountCents })),
          [...this.payments.values()]
            .filter((payment) => payment.royaltyId === royaltyId)
            .map(({ sentDate, amountCents }) => ({ sentDate, amountCents })),
        ),
        reserve: this.reserves.get(royaltyId) ?? null,
        statementEnds: [...(this.statementEnds.get(royaltyId)?.values() ?? [])],
      },
    };
  }

  /** A statement's inputs for the engine: the royalties' facts and their advances' other royalties', as `draftStatement` reads them. */
  statementInputsOf(royaltyIds: readonly string[]) {
    const advances = [...this.advances.values()].filter((advance) =>
      advance.royaltyIds.some((id) => royaltyIds.includes(id)),
    );
    const allIds = [...new Set([...royaltyIds, ...advances.flatMap((advance) => advance.royaltyIds)])];
    return {
      royalties: allIds.flatMap((id) => this.factsOf(id) ?? []),
      advances,
      minimumPayoutCents: this.minimumPayoutCents,
    };
  }
}
