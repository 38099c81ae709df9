import {
  customerMessages,
  itemsTotalCents,
  orderMessages,
  outstandingCents,
  paymentsTotalCents,
  priceLine,
  productMessages,
} from '@colophon/domain';
import type { DiscountType, DomainEvent, OrderDetails, OrderLine, OrderPayment } from '@colophon/events';

import { changedFields } from '../shared/changedFields.ts';
import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import type { LinkChange } from '../shared/links.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';

export interface OrderState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  details: OrderDetails | null;
  lines: ReadonlyMap<string, OrderLine>;
  payments: ReadonlyMap<string, OrderPayment>;
  paidDate: string | null;
  shipDate: string | null;
}

/** A line as entered: the price is worked out from the product's retail price and the discount. */
export interface LineInput {
  lineId: string;
  productId: string;
  quantity: number;
  discountType: DiscountType;
  /** The percent ("12.5") or the net price ("7.99"), as typed. */
  discount: string | null;
}

/** Facts the handler read for the decision: the customer chosen and the products named. */
export interface OrderFacts {
  /** The customer's contact item ids, or null when the customer is not this publisher's. */
  customerContactIds: ReadonlySet<string> | null;
  /** Retail price of each named product of this publisher, by id. */
  retailPrices: ReadonlyMap<string, number>;
  /** Formats that keep no stock (digital), among those named or ordered. */
  untrackedProductIds: ReadonlySet<string>;
  unknownLookupFields: string[];
  today: string;
}

export type OrderCommand =
  | {
      type: 'CreateOrder';
      orderId: string;
      publisherId: string;
      details: OrderDetails;
      lines: LineInput[];
      paidDate: string | null;
      shipDate: string | null;
      /** Id for the payment that ticking PAID at creation records for the balance. */
      paymentId: string;
      facts: OrderFacts;
    }
  | {
      type: 'UpdateOrder';
      orderId: string;
      publisherId: string;
      changes: Partial<OrderDetails>;
      added: LineInput[];
      updated: Omit<LineInput, 'productId'>[];
      removed: string[];
      /** true/false to tick or untick; undefined leaves the flag. A null date means today. */
      paid?: { paid: boolean; date: string | null };
      shipped?: { shipped: boolean; date: string | null };
      /** Id for the payment that ticking PAID with a balance records. */
      paymentId: string;
      facts: OrderFacts;
    }
  | { type: 'DeleteOrder'; orderId: string; publisherId: string }
  | { type: 'RecordOrderPayment'; orderId: string; publisherId: string; payment: OrderPayment }
  | { type: 'ChangeOrderPayment'; orderId: string; publisherId: string; payment: OrderPayment }
  | { type: 'RemoveOrderPayment'; orderId: string; publisherId: string; paymentId: string };

export const orderInitialState: OrderState = {
  exists: false,
  deleted: false,
  publisherId: null,
  details: null,
  lines: new Map(),
  payments: new Map(),
  paidDate: null,
  shipDate: null,
};

const withEntry = <Value>(map: ReadonlyMap<string, Value>, key: string, value: Value) => new Map(map).set(key, value);
const withoutEntry = <Value>(map: ReadonlyMap<string, Value>, key: string) => {
  const next = new Map(map);
  next.delete(key);
  return next;
};
const lineOf = ({ orderId: _orderId, ...line }: OrderLine & { orderId: string }): OrderLine => line;
const paymentOf = ({ orderId: _orderId, ...payment }: OrderPayment & { orderId: string }): OrderPayment => payment;

function evolve(state: OrderState, event: DomainEvent): OrderState {
  switch (event.type) {
    case 'OrderCreated': {
      const { orderId: _orderId, publisherId, lines, ...details } = event.data;
      return { ...state, exists: true, publisherId, details, lines: new Map(lines.map((line) => [line.lineId, line])) };
    }
    case 'OrderUpdated':
      return { ...state, details: { ...state.details!, ...event.data.changes } };
    case 'OrderLineAdded':
    case 'OrderLineChanged':
      return { ...state, lines: withEntry(state.lines, event.data.lineId, lineOf(event.data)) };
    case 'OrderLineRemoved':
      return { ...state, lines: withoutEntry(state.lines, event.data.lineId) };
    case 'OrderPaymentRecorded':
    case 'OrderPaymentChanged':
      return { ...state, payments: withEntry(state.payments, event.data.paymentId, paymentOf(event.data)) };
    case 'OrderPaymentRemoved':
      return { ...state, payments: withoutEntry(state.payments, event.data.paymentId) };
    case 'OrderMarkedPaid':
      return { ...state, paidDate: event.data.paidDate };
    case 'OrderMarkedUnpaid':
      return { ...state, paidDate: null };
    case 'OrderShipped':
      return { ...state, shipDate: event.data.shipDate };
    case 'OrderUnshipped':
      return { ...state, shipDate: null };
    case 'OrderDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

const isValidQuantity = (quantity: number) => Number.isSafeInteger(quantity) && quantity > 0;

function priced(
  input: Omit<LineInput, 'productId'>,
  productId: string,
  retailPriceCents: number,
): OrderLine | DomainError {
  if (!isValidQuantity(input.quantity)) return validationError(orderMessages.invalidQuantity, 'lines');
  const price = priceLine(retailPriceCents, input.discountType, input.discount);
  if (!price) return validationError(orderMessages.invalidDiscount, 'lines');
  return {
    lineId: input.lineId,
    productId,
    quantity: input.quantity,
    retailPriceCents,
    discountType: input.discountType,
    ...price,
  };
}

function priceNewLines(inputs: LineInput[], facts: OrderFacts): { lines: OrderLine[]; errors: DomainError[] } {
  const lines: OrderLine[] = [];
  const errors: DomainError[] = [];
  for (const input of inputs) {
    const retail = facts.retailPrices.get(input.productId);
    const result =
      retail === undefined ? notFound(orderMessages.productNotFound) : priced(input, input.productId, retail);
    if ('lineId' in result) lines.push(result);
    else if (!errors.some((error) => error.message === result.message)) errors.push(result);
  }
  return { lines, errors };
}

function validateDetails(details: Partial<OrderDetails>, facts: OrderFacts): DomainError[] {
  const errors = facts.unknownLookupFields.map((field) => validationError(lookupNotFound, field));
  if (details.customerId === '') errors.unshift(validationError(orderMessages.customerRequired, 'customerId'));
  else if (details.customerId !== undefined && !facts.customerContactIds)
    errors.unshift(notFound(orderMessages.customerNotFound));
  return errors;
}

/** The order's address, email and phone must be contact items of its customer. */
function validateContacts(details: OrderDetails, facts: OrderFacts): DomainError[] {
  const chosen = [details.orderAddressId, details.orderEmailId, details.orderPhoneId].filter((id): id is string =>
    Boolean(id),
  );
  if (!facts.customerContactIds || chosen.every((id) => facts.customerContactIds!.has(id))) return [];
  return [validationError(orderMessages.contactNotOfCustomer, 'orderAddressId')];
}

/** Units per product that a set of lines takes out of inventory; digital formats keep no stock. */
function unitsByProduct(lines: Iterable<OrderLine>, untracked: ReadonlySet<string>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (!untracked.has(line.productId)) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return units;
}

/** Inventory events that move stock from what `before` took out to what `after` takes out. */
function inventoryMovements(orderId: string, before: Map<string, number>, after: Map<string, number>): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (const productId of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(productId) ?? 0) - (before.get(productId) ?? 0);
    if (delta > 0) events.push({ type: 'InventoryShipped', data: { orderId, productId, quantity: delta } });
    if (delta < 0) events.push({ type: 'InventoryReturned', data: { orderId, productId, quantity: -delta } });
  }
  return events;
}

const shippedUnits = (state: Pick<OrderState, 'shipDate' | 'lines'>, untracked: ReadonlySet<string>) =>
  state.shipDate ? unitsByProduct(state.lines.values(), untracked) : new Map<string, number>();

/**
 * Ticking PAID, at creation as in edit mode: a remaining balance is recorded as a payment with the
 * spec's memo, so that PAID, the due amount and the paid state never disagree.
 */
function markedPaid(
  orderId: string,
  balance: { lines: Iterable<OrderLine>; shippingCents: number; payments: Iterable<OrderPayment> },
  paidDate: string,
  command: { paymentId: string; facts: OrderFacts },
): DomainEvent[] {
  const outstanding = outstandingCents({
    itemsCents: itemsTotalCents(balance.lines),
    shippingCents: balance.shippingCents,
    paymentsCents: paymentsTotalCents(balance.payments),
  });
  const payment: DomainEvent[] =
    outstanding > 0
      ? [
          {
            type: 'OrderPaymentRecorded',
            data: {
              orderId,
              paymentId: command.paymentId,
              amountCents: outstanding,
              sentDate: command.facts.today,
              memo: orderMessages.paidCheckboxMemo,
            },
          },
        ]
      : [];
  return [...payment, { type: 'OrderMarkedPaid', data: { orderId, paidDate } }];
}

function decideCreate(command: Extract<OrderCommand, { type: 'CreateOrder' }>, state: OrderState): DomainEvent[] {
  if (state.exists) throw illegalState('Order already exists');
  const { lines, errors: lineErrors } = priceNewLines(command.lines, command.facts);
  const errors = [
    ...validateDetails(command.details, command.facts),
    ...validateContacts(command.details, command.facts),
  ];
  if (command.lines.length === 0) errors.push(validationError(orderMessages.productRequired, 'lines'));
  throwIfAny([...errors, ...lineErrors]);
  const { orderId } = command;
  const events: DomainEvent[] = [
    { type: 'OrderCreated', data: { orderId, publisherId: command.publisherId, ...command.details, lines } },
  ];
  if (command.paidDate !== null) {
    const balance = { lines, shippingCents: command.details.shippingCostCents, payments: [] };
    events.push(...markedPaid(orderId, balance, command.paidDate || command.facts.today, command));
  }
  if (command.shipDate !== null) {
    events.push({ type: 'OrderShipped', data: { orderId, shipDate: command.shipDate || command.facts.today } });
    events.push(...inventoryMovements(orderId, new Map(), unitsByProduct(lines, command.facts.untrackedProductIds)));
  }
  return events;
}

function decideUpdate(command: Extract<OrderCommand, { type: 'UpdateOrder' }>, state: OrderState): DomainEvent[] {
  const { orderId } = command;
  const customerChanged =
    command.changes.customerId !== undefined && command.changes.customerId !== state.details!.customerId;
  // Choosing another customer clears the order's address, email and phone unless new ones are given.
  const changes: Partial<OrderDetails> = customerChanged
    ? { orderAddressId: null, orderEmailId: null, orderPhoneId: null, ...command.changes }
    : command.changes;
  const merged = { ...state.details!, ...changes };
  const errors = [...validateDetails(changes, command.facts), ...validateContacts(merged, command.facts)];
  for (const lineId of [...command.removed, ...command.updated.map((line) => line.lineId)]) {
    if (!state.lines.has(lineId)) throw notFound(orderMessages.lineNotFound);
  }
  const { lines: added, errors: addedErrors } = priceNewLines(command.added, command.facts);
  const updated: OrderLine[] = [];
  for (const input of command.updated) {
    const current = state.lines.get(input.lineId)!;
    const result = priced(input, current.productId, current.retailPriceCents);
    if ('lineId' in result) updated.push(result);
    else addedErrors.push(result);
  }
  throwIfAny([...errors, ...addedErrors]);

  const events: DomainEvent[] = [];
  const changed = changedFields(state.details!, changes);
  if (Object.keys(changed).length > 0) events.push({ type: 'OrderUpdated', data: { orderId, changes: changed } });

  const lines = new Map(state.lines);
  for (const lineId of command.removed) {
    lines.delete(lineId);
    events.push({ type: 'OrderLineRemoved', data: { orderId, lineId } });
  }
  for (const line of updated) {
    if (JSON.stringify(line) === JSON.stringify(state.lines.get(line.lineId))) continue;
    lines.set(line.lineId, line);
    events.push({ type: 'OrderLineChanged', data: { orderId, ...line } });
  }
  for (const line of added) {
    lines.set(line.lineId, line);
    events.push({ type: 'OrderLineAdded', data: { orderId, ...line } });
  }

  if (command.paid?.paid === true && state.paidDate === null) {
    const balance = {
      lines: lines.values(),
      shippingCents: merged.shippingCostCents,
      payments: state.payments.values(),
    };
    events.push(...markedPaid(orderId, balance, command.paid.date || command.facts.today, command));
  } else if (command.paid?.paid === true && command.paid.date && command.paid.date !== state.paidDate) {
    events.push({ type: 'OrderMarkedPaid', data: { orderId, paidDate: command.paid.date } });
  } else if (command.paid?.paid === false && state.paidDate !== null) {
    events.push({ type: 'OrderMarkedUnpaid', data: { orderId } });
  }

  let shipDate = state.shipDate;
  if (
    command.shipped?.shipped === true &&
    (state.shipDate === null || (command.shipped.date && command.shipped.date !== state.shipDate))
  ) {
    shipDate = command.shipped.date || state.shipDate || command.facts.today;
    events.push({ type: 'OrderShipped', data: { orderId, shipDate } });
  } else if (command.shipped?.shipped === false && state.shipDate !== null) {
    shipDate = null;
    events.push({ type: 'OrderUnshipped', data: { orderId } });
  }
  // Stock follows what the order has shipped: shipping, unshipping and line edits while shipped.
  const untracked = command.facts.untrackedProductIds;
  events.push(
    ...inventoryMovements(orderId, shippedUnits(state, untracked), shippedUnits({ shipDate, lines }, untracked)),
  );
  return events;
}

function decide(command: OrderCommand, state: OrderState): DomainEvent[] {
  if (command.type === 'CreateOrder') return decideCreate(command, state);
  // An order of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== command.publisherId)
    throw notFound(orderMessages.notFound);
  const { orderId } = command;
  switch (command.type) {
    case 'UpdateOrder':
      return decideUpdate(command, state);
    case 'DeleteOrder':
      if (state.lines.size > 0) throw illegalState(orderMessages.deleteBlocked);
      return [{ type: 'OrderDeleted', data: { orderId } }];
    case 'RecordOrderPayment':
      if (command.payment.amountCents <= 0) throw validationError(orderMessages.paymentAmountRequired, 'amount');
      return [{ type: 'OrderPaymentRecorded', data: { orderId, ...command.payment } }];
    case 'ChangeOrderPayment':
      if (!state.payments.has(command.payment.paymentId)) throw notFound(orderMessages.paymentNotFound);
      if (command.payment.amountCents <= 0) throw validationError(orderMessages.paymentAmountRequired, 'amount');
      return [{ type: 'OrderPaymentChanged', data: { orderId, ...command.payment } }];
    case 'RemoveOrderPayment':
      if (!state.payments.has(command.paymentId)) throw notFound(orderMessages.paymentNotFound);
      return [{ type: 'OrderPaymentRemoved', data: { orderId, paymentId: command.paymentId } }];
  }
}

export const orderDecider: Decider<OrderState, OrderCommand> = { initialState: orderInitialState, evolve, decide };

export const orderStreamId = (orderId: string) => `order-${orderId}`;

/** An order refers to its customer, and each line to its format: the references its events make or end. */
export function orderLinkChanges(state: OrderState, events: DomainEvent[]): LinkChange[] {
  const customer = (customerId: string, orderId: string, change: 'add' | 'remove'): LinkChange =>
    change === 'add'
      ? { change, recordId: customerId, linkId: orderId, notFoundMessage: customerMessages.notFound }
      : { change, recordId: customerId, linkId: orderId };
  const line = (productId: string, lineId: string): LinkChange => ({
    change: 'add',
    recordId: productId,
    linkId: lineId,
    notFoundMessage: productMessages.notFound,
  });
  return events.flatMap((event): LinkChange[] => {
    switch (event.type) {
      case 'OrderCreated':
        return [
          customer(event.data.customerId, event.data.orderId, 'add'),
          ...event.data.lines.map((added) => line(added.productId, added.lineId)),
        ];
      case 'OrderLineAdded':
        return [line(event.data.productId, event.data.lineId)];
      case 'OrderLineRemoved': {
        const removed = state.lines.get(event.data.lineId);
        return removed ? [{ change: 'remove', recordId: removed.productId, linkId: event.data.lineId }] : [];
      }
      case 'OrderUpdated': {
        const from = state.details?.customerId;
        const to = event.data.changes.customerId;
        return to && from !== to
          ? [...(from ? [customer(from, event.data.orderId, 'remove')] : []), customer(to, event.data.orderId, 'add')]
          : [];
      }
      case 'OrderDeleted':
        return state.details ? [customer(state.details.customerId, event.data.orderId, 'remove')] : [];
      default:
        return [];
    }
  });
}
