import { formatCents, orderTotalCents } from '@colophon/domain';
import { findOnixCode, type OnixCodeListName } from '@colophon/events';
import type { Knex } from 'knex';

import { filteredProducts, type ProductRow } from '../catalogue/productRows.ts';
import { type CreatorRow, filteredCreators } from '../contacts/creators/rows.ts';
import { type CustomerRow, filteredCustomers } from '../contacts/customers/rows.ts';
import { type ExpenseRow, filteredExpenses } from '../expenses/expenseRows.ts';
import { filteredOrders, type OrderRow } from '../orders/orderRows.ts';
import {
  filteredRoyalties,
  filteredRoyaltyPayments,
  type RoyaltyPaymentRow,
  type RoyaltyRow,
} from '../royalties/royaltyRows.ts';

export type CsvCell = string | number | boolean;
export type CsvRecord = Record<string, CsvCell>;

/**
 * One list's export: the type of its list parameters in the schema, the rows its search and
 * filters select (the same query the list pages), and how a batch of them becomes the spec's
 * columns. A batch resolves its lookups in a few queries, whatever its size.
 */
export interface ListExport<Row = unknown> {
  paramsType: string;
  columns: readonly string[];
  rows(db: Knex, publisherId: string, params: never): Knex.QueryBuilder;
  records(db: Knex, publisherId: string, rows: Row[]): Promise<CsvRecord[]>;
}

const listExport = <Row>(definition: ListExport<Row>) => definition;

interface AddressJson {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  stateOrRegion?: string | null;
  zipcode?: string | null;
  country?: string | null;
  addressType?: string | null;
}

interface ContactItem {
  id: string;
  owner_id: string;
  kind: 'email' | 'phone' | 'address';
  value: string;
  address: AddressJson | null;
  is_primary: boolean;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const isoDate = (value: string | Date | null) =>
  value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
const onixValue = (list: OnixCodeListName, code: string | null) =>
  code ? (findOnixCode(list, code)?.value ?? code) : '';
const measure = (value: string | null, unit: string | null) => (value === null ? '' : `${value} ${text(unit)}`);

/** Finds by an id that may be absent. */
const finder =
  <Item>(items: Map<string, Item>) =>
  (id: string | null): Item | undefined =>
    id === null ? undefined : items.get(id);

/** The values of these lookup ids, found in one query: '' for none. */
async function lookupValues(db: Knex, ids: (string | null)[]): Promise<(id: string | null) => string> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows: { id: string; value: string }[] = wanted.length
    ? await db('lookup_values').whereIn('id', wanted).select('id', 'value')
    : [];
  const find = finder(new Map(rows.map((row) => [row.id, row.value])));
  return (id) => find(id) ?? '';
}

async function contactItemsOf(db: Knex, ownerIds: string[]): Promise<Map<string, ContactItem[]>> {
  const rows: ContactItem[] = ownerIds.length
    ? await db('contact_items')
        .whereIn('owner_id', ownerIds)
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
    : [];
  const byOwner = new Map<string, ContactItem[]>();
  for (const row of rows) byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row]);
  return byOwner;
}

/** The spec's pick: the primary item of a kind, else the first. */
function primaryOrFirst(items: ContactItem[] | undefined, kind: ContactItem['kind']): ContactItem | undefined {
  const ofKind = (items ?? []).filter((item) => item.kind === kind);
  return ofKind.find((item) => item.is_primary) ?? ofKind[0];
}

const addressColumns = (address: AddressJson | null | undefined) => ({
  line1: text(address?.line1),
  line2: text(address?.line2),
  city: text(address?.city),
  state: text(address?.stateOrRegion),
  zipcode: text(address?.zipcode),
  country: text(address?.country),
});

function addressLine(address: AddressJson | null): string {
  const place = [address?.city, address?.stateOrRegion, address?.zipcode].filter(Boolean).join(' ');
  return [address?.line1, address?.line2, place, address?.country].filter(Boolean).join(', ');
}

const lineKeys = ['line1', 'line2', 'city', 'state', 'zipcode', 'country'] as const;

export const listExports = {
  products: listExport<ProductRow & { title: string; imprint_id: string | null }>({
    paramsType: 'ProductListParams',
    columns: [
      'id',
      'isbn',
      'title',
      'subtitle',
      'format',
      'creators',
      'description',
      'publication_date',
      'status',
      'retail_price',
      'weight',
      'width',
      'height',
      'thickness',
      'page_count',
      'edition',
      'volume',
      'series',
      'imprint',
      'publisher',
      'ship_date',
      'carton_qty',
      'inventory_qty',
      'bisac',
      'audience',
      'audience_details',
      'admin_notes',
    ],
    rows: filteredProducts,
    async records(db, publisherId, rows) {
      const workIds = [...new Set(rows.map((row) => row.product_work_id))];
      const works: { id: string; description: string; series_id: string | null }[] = await db('product_works')
        .whereIn('id', workIds)
        .select('id', 'description', 'series_id');
      const workById = new Map(works.map((work) => [work.id, work]));
      const creators: { product_id: string; display_name: string }[] = await db('product_creators')
        .join('creators', 'creators.id', 'product_creators.creator_id')
        .whereIn(
          'product_creators.product_id',
          rows.map((row) => row.id),
        )
        .orderBy([{ column: 'product_creators.created_at' }, { column: 'product_creators.id' }])
        .select('product_creators.product_id', 'creators.display_name');
      const lookups = await lookupValues(db, [
        ...rows.map((row) => row.imprint_id),
        ...works.map((work) => work.series_id),
      ]);
      const publisher: { name: string } = await db('publishers').where({ id: publisherId }).first('name');
      return rows.map((row) => {
        const work = workById.get(row.product_work_id);
        return {
          id: row.id,
          isbn: row.isbn,
          title: row.title,
          subtitle: row.subtitle,
          format: onixValue('productForms', row.format_code),
          creators: creators
            .filter((creator) => creator.product_id === row.id)
            .map((creator) => creator.display_name)
            .join('; '),
          description: text(work?.description),
          publication_date: isoDate(row.publication_date),
          status: onixValue('publishingStatuses', row.status_code),
          retail_price: formatCents(row.retail_price_cents),
          weight: measure(row.weight_value, row.weight_unit),
          width: measure(row.width_value, row.width_unit),
          height: measure(row.height_value, row.height_unit),
          thickness: measure(row.thickness_value, row.thickness_unit),
          page_count: text(row.page_count),
          edition: row.edition,
          volume: row.volume,
          series: lookups(work?.series_id ?? null),
          imprint: lookups(row.imprint_id),
          publisher: publisher.name,
          ship_date: isoDate(row.ship_date),
          carton_qty: text(row.carton_quantity),
          inventory_qty: row.inventory_quantity,
          bisac: row.bisac.join('; '),
          audience: onixValue('audiences', row.audience_code),
          audience_details: row.audience_details,
          admin_notes: row.admin_notes,
        };
      });
    },
  }),
  orders: listExport<OrderRow & { customer_name: string | null }>({
    paramsType: 'OrderListParams',
    columns: [
      'id',
      'customer',
      ...lineKeys,
      'email',
      'phone',
      'po_number',
      'salesperson',
      'payment_term',
      'shipping_type',
      'shipping_cost',
      'total_amount',
      'paid',
      'paid_date',
      'shipped',
      'ship_date',
      'admin_notes',
    ],
    rows: filteredOrders,
    async records(db, _publisherId, rows) {
      const itemIds = rows.flatMap((row) => [row.order_address_id, row.order_email_id, row.order_phone_id]);
      const items: ContactItem[] = await db('contact_items')
        .whereIn('id', itemIds.filter(Boolean) as string[])
        .select('*');
      const itemById = finder(new Map(items.map((item) => [item.id, item])));
      const lookups = await lookupValues(
        db,
        rows.flatMap((row) => [row.salesperson_id, row.payment_term_id, row.shipping_type_id]),
      );
      return rows.map((row) => ({
        id: row.id,
        customer: text(row.customer_name),
        ...addressColumns(itemById(row.order_address_id)?.address),
        email: text(itemById(row.order_email_id)?.value),
        phone: text(itemById(row.order_phone_id)?.value),
        po_number: row.po_number,
        salesperson: lookups(row.salesperson_id),
        payment_term: lookups(row.payment_term_id),
        shipping_type: lookups(row.shipping_type_id),
        shipping_cost: formatCents(row.shipping_cost_cents),
        total_amount: formatCents(
          orderTotalCents({
            itemsCents: Number(row.items_total_cents),
            shippingCents: Number(row.shipping_cost_cents),
          }),
        ),
        paid: row.paid_date !== null,
        paid_date: text(row.paid_date),
        shipped: row.ship_date !== null,
        ship_date: text(row.ship_date),
        admin_notes: row.admin_notes,
      }));
    },
  }),
  customers: listExport<CustomerRow & { payment_terms: string | null; customer_class: string | null }>({
    paramsType: 'CustomerListParams',
    columns: [
      'id',
      'first_name',
      'last_name',
      'company',
      ...lineKeys,
      'email',
      'phone_number',
      'payment_term',
      'customer_class',
      'out_of_business',
      'admin_notes',
    ],
    rows: filteredCustomers,
    async records(db, _publisherId, rows) {
      const contacts = await contactItemsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => {
        const items = contacts.get(row.id);
        return {
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          company: row.company,
          ...addressColumns(primaryOrFirst(items, 'address')?.address),
          email: text(primaryOrFirst(items, 'email')?.value),
          phone_number: text(primaryOrFirst(items, 'phone')?.value),
          payment_term: text(row.payment_terms),
          customer_class: text(row.customer_class),
          out_of_business: row.out_of_business,
          admin_notes: row.admin_notes,
        };
      });
    },
  }),
  creators: listExport<CreatorRow>({
    paramsType: 'CreatorListParams',
    columns: [
      'id',
      'display_name',
      'payment_name',
      'residence',
      'payment_type',
      'biography',
      'website',
      'email',
      'phone',
      ...lineKeys,
      'all_emails',
      'all_phones',
      'all_addresses',
    ],
    rows: filteredCreators,
    async records(db, _publisherId, rows) {
      const contacts = await contactItemsOf(
        db,
        rows.map((row) => row.id),
      );
      const paymentTypes = await lookupValues(
        db,
        rows.map((row) => row.payment_type_id),
      );
      return rows.map((row) => {
        const items = contacts.get(row.id) ?? [];
        const all = (kind: ContactItem['kind']) => items.filter((item) => item.kind === kind);
        return {
          id: row.id,
          display_name: row.display_name,
          payment_name: row.payment_name,
          residence: row.residence,
          payment_type: paymentTypes(row.payment_type_id),
          biography: row.biography,
          website: row.website,
          email: text(primaryOrFirst(items, 'email')?.value),
          phone: text(primaryOrFirst(items, 'phone')?.value),
          ...addressColumns(primaryOrFirst(items, 'address')?.address),
          all_emails: all('email')
            .map((item) => item.value)
            .join('; '),
          all_phones: all('phone')
            .map((item) => item.value)
            .join('; '),
          all_addresses: all('address')
            .map((item) => addressLine(item.address))
            .join(' | '),
        };
      });
    },
  }),
  expenses: listExport<ExpenseRow>({
    paramsType: 'ExpenseListParams',
    columns: ['id', 'expense_date', 'amount', 'category', 'product_id', 'product_title', 'product_isbn', 'admin_notes'],
    rows: filteredExpenses,
    async records(db, _publisherId, rows) {
      const products: { id: string; isbn: string; title: string }[] = await db('products')
        .join('product_works', 'product_works.id', 'products.product_work_id')
        .whereIn('products.id', rows.map((row) => row.product_id).filter(Boolean))
        .select('products.id', 'products.isbn', 'product_works.title');
      const productById = finder(new Map(products.map((product) => [product.id, product])));
      const categories = await lookupValues(
        db,
        rows.map((row) => row.category_id),
      );
      return rows.map((row) => ({
        id: row.id,
        expense_date: row.expense_date,
        amount: formatCents(row.amount_cents),
        category: categories(row.category_id),
        product_id: text(row.product_id),
        product_title: text(productById(row.product_id)?.title),
        product_isbn: text(productById(row.product_id)?.isbn),
        admin_notes: row.admin_notes,
      }));
    },
  }),
  royalties: listExport<RoyaltyRow & { title: string; isbn: string; display_name: string; payment_name: string }>({
    paramsType: 'RoyaltyListParams',
    columns: [
      'id',
      'product_id',
      'title',
      'isbn',
      'creator_display_name',
      'creator_payment_name',
      'paid',
      'balance',
      'created',
      'modified',
    ],
    rows: filteredRoyalties,
    async records(_db, _publisherId, rows) {
      return rows.map((row) => ({
        id: row.id,
        product_id: row.product_id,
        title: row.title,
        isbn: row.isbn,
        creator_display_name: row.display_name,
        creator_payment_name: row.payment_name,
        paid: formatCents(row.paid_cents),
        balance: formatCents(row.balance_cents),
        created: row.created_at.toISOString(),
        modified: row.modified_at.toISOString(),
      }));
    },
  }),
  royaltypayments: listExport<RoyaltyPaymentRow & { title: string; display_name: string }>({
    paramsType: 'RoyaltyPaymentListParams',
    columns: ['id', 'payment_date', 'payment_method', 'amount', 'product', 'creator'],
    rows: filteredRoyaltyPayments,
    async records(db, _publisherId, rows) {
      const methods = await lookupValues(
        db,
        rows.map((row) => row.method_id),
      );
      return rows.map((row) => ({
        id: row.id,
        payment_date: row.sent_date,
        payment_method: methods(row.method_id),
        amount: formatCents(row.amount_cents),
        product: row.title,
        creator: row.display_name,
      }));
    },
  }),
};

export type ExportType = keyof typeof listExports;
export const isExportType = (type: string): type is ExportType => Object.hasOwn(listExports, type);
