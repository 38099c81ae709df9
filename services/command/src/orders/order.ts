import {
  customerMessages,
  itemsTotalCents,
  orderMessages,
  outstandingCents,
  paymentsTotalCents,
  priceLine,
  productMessages,
} from '@colophon/domain';
import type { DiscountType, DomainEvent, OrderDetails, OrderLine, OrderPayment, OrderReturn } from '@colophon/events';

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
  returns: ReadonlyMap<string, OrderReturn>;
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
  | { type: 'RemoveOrderPayment'; orderId: string; publisherId: string; paymentId: string }
  | {
      type: 'RecordOrderReturn';
      orderId: string;
      publisherId: string;
      returnId: string;
      /** YYYY-MM-DD, or '' when none was given. */
      returnDate: string;
      memo: string;
      lines: { lineId: string; quantity: number }[];
      facts: ReturnFacts;
    }
  | { type: 'DeleteOrderReturn'; orderId: string; publisherId: string; returnId: string; facts: ReturnFacts };

/** What a return is checked against beside the order's own events. */
export interface ReturnFacts {
  /** The day the order was created (its first event's time, UTC). */
  orderDate: string;
  today: string;
  /** Formats of the order that keep no stock (digital). */
  untrackedProductIds: ReadonlySet<string>;
}

export const orderInitialState: OrderState = {
  exists: false,
  deleted: false,
  publisherId: null,
  details: null,
  lines: new Map(),
  payments: new Map(),
  returns: new Map(),
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
const returnOf = ({ orderId: _orderId, ...orderReturn }: OrderReturn & { orderId: string }): OrderReturn => orderReturn;

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
    case 'OrderReturnRecorded':
      return { ...state, returns: withEntry(state.returns, event.data.returnId, returnOf(event.data)) };
    case 'OrderReturnDeleted':
      return { ...state, returns: withoutEntry(state.returns, event.data.returnId) };
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

/** Units of each line that came back with the order's returns, by line id. */
export function returnedByLine(returns: Iterable<OrderReturn>): Map<string, number> {
  const returned = new Map<string, number>();
  for (const orderReturn of returns)
    for (const line of orderReturn.lines) returned.set(line.lineId, (returned.get(line.lineId) ?? 0) + line.quantity);
  return returned;
}

/**
 * Units per product that a set of lines keeps out of inventory, less what came back with returns;
 * digital formats keep no stock.
 */
function unitsByProduct(
  lines: Iterable<OrderLine>,
  untracked: ReadonlySet<string>,
  returned: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    const out = line.quantity - (returned.get(line.lineId) ?? 0);
    if (!untracked.has(line.productId)) units.set(line.productId, (units.get(line.productId) ?? 0) + out);
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

const shippedUnits = (state: Pick<OrderState, 'shipDate' | 'lines' | 'returns'>, untracked: ReadonlySet<string>) =>
  state.shipDate
    ? unitsByProduct(state.lines.values(), untracked, returnedByLine(state.returns.values()))
    : new Map<string, number>();

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
  // A line keeps at least what came back of it: a return stays a fact about units that were sold.
  const returned = returnedByLine(state.returns.values());
  const belowReturned =
    command.removed.some((lineId) => returned.has(lineId)) ||
    updated.some((line) => line.quantity < (returned.get(line.lineId) ?? 0));
  if (belowReturned) addedErrors.push(validationError(orderMessages.lineHasReturns, 'lines'));
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
    ...inventoryMovements(
      orderId,
      shippedUnits(state, untracked),
      shippedUnits({ shipDate, lines, returns: state.returns }, untracked),
    ),
  );
  return events;
}

/** The quantities to return by line, merged; refused unless each is at most what is left of its line. */
function returnedLines(
  command: Extract<OrderCommand, { type: 'RecordOrderReturn' }>,
  state: OrderState,
): OrderReturn['lines'] {
  const quantities = new Map<string, number>();
  for (const line of command.lines) {
    if (!state.lines.has(line.lineId)) throw notFound(orderMessages.lineNotFound);
    if (line.quantity > 0) quantities.set(line.lineId, (quantities.get(line.lineId) ?? 0) + line.quantity);
  }
  if (quantities.size === 0) throw validationError(orderMessages.returnQuantityRequired, 'lines');
  const returned = returnedByLine(state.returns.values());
  const lines = [...quantities].map(([lineId, quantity]) => ({
    lineId,
    productId: state.lines.get(lineId)!.productId,
    quantity,
  }));
  if (lines.some((line) => line.quantity > state.lines.get(line.lineId)!.quantity - (returned.get(line.lineId) ?? 0)))
    throw validationError(orderMessages.returnQuantityTooLarge, 'lines');
  return lines;
}

function returnDateProblem(returnDate: string, facts: ReturnFacts): DomainError | null {
  if (returnDate === '') return validationError(orderMessages.returnDateRequired, 'returnDate');
  if (returnDate < facts.orderDate) return validationError(orderMessages.returnDateBeforeOrder, 'returnDate');
  if (returnDate > facts.today) return validationError(orderMessages.returnDateInFuture, 'returnDate');
  return null;
}

/** A return comes back into stock when the order had shipped (what left the warehouse comes back). */
function decideReturn(command: Extract<OrderCommand, { type: 'RecordOrderReturn' }>, state: OrderState) {
  if (state.returns.has(command.returnId)) throw illegalState('Return already recorded');
  if (state.paidDate === null && state.shipDate === null) throw illegalState(orderMessages.returnNotSold);
  const lines = returnedLines(command, state);
  const dateProblem = returnDateProblem(command.returnDate, command.facts);
  if (dateProblem) throw dateProblem;
  const { orderId, returnId, returnDate, memo } = command;
  const recorded: OrderReturn = { returnId, returnDate, memo, lines };
  const returns = withEntry(state.returns, returnId, recorded);
  const untracked = command.facts.untrackedProductIds;
  return [
    { type: 'OrderReturnRecorded', data: { orderId, ...recorded } },
    ...inventoryMovements(orderId, shippedUnits(state, untracked), shippedUnits({ ...state, returns }, untracked)),
  ] satisfies DomainEvent[];
}

/** Deleting a return (recorded by mistake) takes its units out of stock again if the order is shipped. */
function decideDeleteReturn(command: Extract<OrderCommand, { type: 'DeleteOrderReturn' }>, state: OrderState) {
  if (!state.returns.has(command.returnId)) throw notFound(orderMessages.returnNotFound);
  const { orderId, returnId } = command;
  const returns = withoutEntry(state.returns, returnId);
  const untracked = command.facts.untrackedProductIds;
  return [
    { type: 'OrderReturnDeleted', data: { orderId, returnId } },
    ...inventoryMovements(orderId, shippedUnits(state, untracked), shippedUnits({ ...state, returns }, untracked)),
  ] satisfies DomainEvent[];
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
    case 'RecordOrderReturn':
      return decideReturn(command, state);
    case 'DeleteOrderReturn':
      return decideDeleteReturn(command, state);
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
