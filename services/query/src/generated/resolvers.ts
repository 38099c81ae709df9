import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CreatorRow } from '../contacts/creators/rows.ts';
import type { CustomerRow } from '../contacts/customers/rows.ts';
import type { OrderRow } from '../orders/orderRows.ts';
import type { OrderLineRow, OrderPaymentRow, OrderReturnRow, ProductSummaryRow } from '../orders/loaders.ts';
import type { ExpenseRow } from '../expenses/expenseRows.ts';
import type { ProductRow, ProductWorkRow, ProductCreatorRow } from '../catalogue/productRows.ts';
import type { RoyaltyRow, RoyaltyPaymentRow } from '../royalties/royaltyRows.ts';
import type { ProductFiguresRow } from '../reporting/reportRows.ts';
import type { RoyaltyStatementModel, RoyaltyStatementLineModel, StatementFiguresModel, RoyaltyStatementAuditModel, PastChangeModel } from '../royalties/statements/statementRows.ts';
import type { QueryContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An exact decimal amount as a string with two decimals, e.g. "-12.50". */
  Money: { input: string; output: string; }
  /**
   * A position in the event log, "major:minor". Send the newest one you received as the
   * X-Colophon-Position header and the query waits (up to 2 s) until the read models include it.
   */
  Position: { input: string; output: string; }
};

/** Royalties and reports count a sale on the "date items are paid" or the "date items are shipped". */
export type AccountingMethod =
  | 'paid'
  | 'shipped';

export type Address = {
  __typename?: 'Address';
  addressType?: Maybe<AddressType>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  line1: Scalars['String']['output'];
  line2: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
  stateOrRegion: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type AddressCount = {
  __typename?: 'AddressCount';
  count: Scalars['Int']['output'];
  ipAddress: Scalars['String']['output'];
};

export type AddressInput = {
  addressType?: InputMaybe<AddressType>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2: Scalars['String']['input'];
  stateOrRegion: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

export type AddressType =
  | 'Billing'
  | 'Other'
  | 'Shipping';

/**
 * An advance agreed with a creator for a contract, recouped from the earnings of its royalties
 * (docs/royalties.md). Never owed back by the creator.
 */
export type Advance = {
  __typename?: 'Advance';
  amount: Scalars['Money']['output'];
  creatorId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  instalments: Array<AdvanceInstalment>;
  name: Scalars['String']['output'];
  /** The instalments paid so far. */
  paid: Scalars['Money']['output'];
  royaltyIds: Array<Scalars['ID']['output']>;
  /** 'Earned out', or what is left to recoup ('350.00 to recoup'), or 'Not on a statement yet'. */
  status: Scalars['String']['output'];
  /** Left to recoup as of the last statement that showed it; null before one. */
  unrecouped?: Maybe<Scalars['Money']['output']>;
  /** The last day of that statement's period. */
  unrecoupedAsOf?: Maybe<Scalars['String']['output']>;
};

/** An instalment of an advance paid to the creator. */
export type AdvanceInstalment = {
  __typename?: 'AdvanceInstalment';
  amount: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  paidDate: Scalars['String']['output'];
};

export type AdvancePayload = {
  __typename?: 'AdvancePayload';
  advance?: Maybe<Advance>;
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type AuditedStatementLine = {
  __typename?: 'AuditedStatementLine';
  /** The figures that differ from what was sent (empty when it matches to the cent). */
  differing: Array<Scalars['String']['output']>;
  recomputed: StatementFigures;
  royaltyId: Scalars['ID']['output'];
  sent: StatementFigures;
  title: Scalars['String']['output'];
};

/** A role an invitation may grant (`GET /api/auth_groups/`). */
export type AuthGroup = {
  __typename?: 'AuthGroup';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  name: Role;
};

/**
 * Expenses of a category. Royalty payments count as expenses on their sent date, under categoryId
 * 'royalties' (category 'Royalties').
 */
export type CategoryAmount = {
  __typename?: 'CategoryAmount';
  /** 'Uncategorized' for expenses without a category. */
  category: Scalars['String']['output'];
  /** The expense category's id; null without a category; 'royalties' for royalty payments. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  totalAmount: Scalars['Money']['output'];
};

/** Staged contact edits, saved together in one command. */
export type ContactChangesInput = {
  added?: InputMaybe<Array<ContactItemInput>>;
  removed?: InputMaybe<Array<Scalars['ID']['input']>>;
  updated?: InputMaybe<Array<ContactItemUpdateInput>>;
};

export type ContactItemInput = {
  /** For address. */
  address?: InputMaybe<AddressInput>;
  kind: ContactKind;
  primary: Scalars['Boolean']['input'];
  /** For email and phone. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ContactItemUpdateInput = {
  address?: InputMaybe<AddressInput>;
  id: Scalars['ID']['input'];
  kind: ContactKind;
  primary: Scalars['Boolean']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ContactKind =
  | 'address'
  | 'email'
  | 'phone';

export type ContactSupportPayload = {
  __typename?: 'ContactSupportPayload';
  errors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Position']['output']>;
};

export type CreateAdvanceInput = {
  /** Decimal text greater than 0: the whole amount agreed. */
  amount: Scalars['String']['input'];
  creatorId: Scalars['ID']['input'];
  /** The contract it is for. */
  name: Scalars['String']['input'];
  /** The creator's royalties whose earnings recoup it. */
  royaltyIds: Array<Scalars['ID']['input']>;
};

export type CreateCreatorInput = {
  biography?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  paymentName?: InputMaybe<Scalars['String']['input']>;
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  residence?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCustomerInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  /** Emails, phones and addresses; an address without a type is a Shipping address. */
  contacts?: InputMaybe<Array<ContactItemInput>>;
  customerClassId?: InputMaybe<Scalars['ID']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  outOfBusiness?: InputMaybe<Scalars['Boolean']['input']>;
  paymentTermId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateOrderInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  lines: Array<OrderLineInput>;
  orderAddressId?: InputMaybe<Scalars['ID']['input']>;
  orderEmailId?: InputMaybe<Scalars['ID']['input']>;
  orderPhoneId?: InputMaybe<Scalars['ID']['input']>;
  orderStatusId?: InputMaybe<Scalars['ID']['input']>;
  paid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Today when paid without a date. */
  paidDate?: InputMaybe<Scalars['String']['input']>;
  paymentTermId?: InputMaybe<Scalars['ID']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  shipDate?: InputMaybe<Scalars['String']['input']>;
  shipped?: InputMaybe<Scalars['Boolean']['input']>;
  shippingCost?: InputMaybe<Scalars['String']['input']>;
  shippingTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateProductWorkPayload = {
  __typename?: 'CreateProductWorkPayload';
  errors: Array<FieldError>;
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Position']['output']>;
  productWork?: Maybe<ProductWork>;
};

export type CreateRoyaltyInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  creatorId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the creator's formats that is not frozen. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Empty: Rest of World. */
  regionId?: InputMaybe<Scalars['ID']['input']>;
  tiers: Array<RoyaltyLineItemInput>;
};

export type CreateRoyaltyStatementInput = {
  creatorId: Scalars['ID']['input'];
  /** One of the creator's emails to send it to; empty records it without mailing. */
  email?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  /** The note to the creator. */
  pubNote?: InputMaybe<Scalars['String']['input']>;
  royaltyIds: Array<Scalars['ID']['input']>;
  /** YYYY-MM-DD; today when empty. */
  sentDate?: InputMaybe<Scalars['String']['input']>;
  /** The period, YYYY-MM-DD, both days included. */
  startDate: Scalars['String']['input'];
};

export type Creator = {
  __typename?: 'Creator';
  addresses: Array<Address>;
  /** Owed minus paid over the creator's royalties. */
  balance: Scalars['Money']['output'];
  biography: Scalars['String']['output'];
  created: Scalars['String']['output'];
  /** Null when the creator can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  emails: Array<Email>;
  id: Scalars['ID']['output'];
  lastEditor?: Maybe<User>;
  modified: Scalars['String']['output'];
  /**
   * The short number staff read out (#1042): sequential per publisher from 1. A number ("1042" or
   * "#1042") in a list\'s search finds the record.
   */
  number: Scalars['Int']['output'];
  paymentName: Scalars['String']['output'];
  paymentType?: Maybe<LookupValue>;
  phones: Array<Phone>;
  photoUrl: Scalars['String']['output'];
  residence: Scalars['String']['output'];
  /** Revision the record is at; pass it back as expectedRevision when saving. */
  revision: Scalars['Int']['output'];
  website: Scalars['String']['output'];
};

/** Only the fields that changed. */
export type CreatorChangesInput = {
  biography?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  paymentName?: InputMaybe<Scalars['String']['input']>;
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  residence?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreatorListParams = {
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<CreatorSearchField>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<CreatorSortField>;
};

export type CreatorPage = {
  __typename?: 'CreatorPage';
  items: Array<Creator>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type CreatorPayload = {
  __typename?: 'CreatorPayload';
  creator?: Maybe<Creator>;
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type CreatorSearchField =
  | 'DEFAULT'
  | 'DISPLAY_NAME'
  /** The spec's By ID: the creator's number ("12" or "#12"). */
  | 'ID'
  | 'PAYMENT_NAME';

export type CreatorSortField =
  | 'DISPLAY_NAME'
  | 'PAYMENT_NAME';

export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  addresses: Array<Address>;
  adminNotes: Scalars['String']['output'];
  company: Scalars['String']['output'];
  /** Country of the primary address ("" when none); the list shows it when sales by region is enabled. */
  country: Scalars['String']['output'];
  created: Scalars['String']['output'];
  customerClass?: Maybe<LookupValue>;
  /** Null when the customer can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  emails: Array<Email>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastEditor?: Maybe<User>;
  lastName: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  /**
   * The short number staff read out (#1042): sequential per publisher from 1. A number ("1042" or
   * "#1042") in a list\'s search finds the record.
   */
  number: Scalars['Int']['output'];
  ordersCount: Scalars['Int']['output'];
  outOfBusiness: Scalars['Boolean']['output'];
  paymentTerms?: Maybe<LookupValue>;
  phones: Array<Phone>;
  /** Revision the record is at; pass it back as expectedRevision when saving. */
  revision: Scalars['Int']['output'];
};

export type CustomerAmount = {
  __typename?: 'CustomerAmount';
  companyName: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  totalAmount: Scalars['Money']['output'];
};

/** Only the fields that changed. */
export type CustomerChangesInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  customerClassId?: InputMaybe<Scalars['ID']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  outOfBusiness?: InputMaybe<Scalars['Boolean']['input']>;
  paymentTermId?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerListParams = {
  customerClassId?: InputMaybe<Scalars['ID']['input']>;
  paymentTermId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<CustomerSearchField>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<CustomerSortField>;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  items: Array<Customer>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  customer?: Maybe<Customer>;
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type CustomerSearchField =
  | 'COMPANY_NAME'
  | 'CUSTOMER_NAME'
  | 'DEFAULT';

export type CustomerSortField =
  | 'COMPANY'
  | 'COUNTRY'
  | 'CUSTOMER_CLASS'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'PAYMENT_TERMS';

export type DailyCount = {
  __typename?: 'DailyCount';
  count: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

export type DailyQueryTime = {
  __typename?: 'DailyQueryTime';
  avgTime: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

/** A figure per day over a range: only days that have one, in date order, and the range's total. */
export type DailySeries = {
  __typename?: 'DailySeries';
  endDate: Scalars['String']['output'];
  points: Array<DatedAmount>;
  startDate: Scalars['String']['output'];
  total: Scalars['Money']['output'];
};

export type DatabaseHealth = {
  __typename?: 'DatabaseHealth';
  connections: Scalars['Int']['output'];
  eventCount: Scalars['Float']['output'];
  head: Scalars['String']['output'];
  projections: Array<ProjectionLag>;
  sizeBytes: Scalars['Float']['output'];
};

export type DatedAmount = {
  __typename?: 'DatedAmount';
  amount: Scalars['Money']['output'];
  date: Scalars['String']['output'];
};

export type DeletePayload = {
  __typename?: 'DeletePayload';
  errors: Array<FieldError>;
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Position']['output']>;
};

export type DiscountType =
  | 'netPrice'
  | 'none'
  | 'percent';

export type Email = {
  __typename?: 'Email';
  id: Scalars['ID']['output'];
  primary: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

export type EmailCount = {
  __typename?: 'EmailCount';
  count: Scalars['Int']['output'];
  email: Scalars['String']['output'];
};

export type Expense = {
  __typename?: 'Expense';
  adminNotes: Scalars['String']['output'];
  amount: Scalars['Money']['output'];
  category?: Maybe<LookupValue>;
  created: Scalars['String']['output'];
  expenseDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastEditor?: Maybe<User>;
  modified: Scalars['String']['output'];
  /**
   * The short number staff read out (#1042): sequential per publisher from 1. A number ("1042" or
   * "#1042") in a list\'s search finds the record.
   */
  number: Scalars['Int']['output'];
  /** The product format, or null for a company expense. */
  product?: Maybe<ProductSummary>;
  revision: Scalars['Int']['output'];
};

export type ExpenseInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  /** Decimal text greater than 0. */
  amount?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD; today when empty. */
  expenseDate?: InputMaybe<Scalars['String']['input']>;
  /** Empty for a company expense (then a category is required). */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

export type ExpenseListParams = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD, inclusive: when the expense was entered (the dashboard's Expenses Created Today). */
  createdAfter?: InputMaybe<Scalars['String']['input']>;
  createdBefore?: InputMaybe<Scalars['String']['input']>;
  productWorkId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<ExpenseSearchField>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<ExpenseSortField>;
};

export type ExpensePage = {
  __typename?: 'ExpensePage';
  items: Array<Expense>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ExpensePayload = {
  __typename?: 'ExpensePayload';
  errors: Array<FieldError>;
  expense?: Maybe<Expense>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type ExpenseSearchField =
  | 'ALL'
  | 'NOTES'
  | 'PRODUCT_TITLE';

export type ExpenseSortField =
  | 'AMOUNT'
  | 'DATE';

export type FailedLoginAttempt = {
  __typename?: 'FailedLoginAttempt';
  email: Scalars['String']['output'];
  ipAddress: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  timestamp: Scalars['String']['output'];
};

export type FailedLogins = {
  __typename?: 'FailedLogins';
  attemptsByEmail: Array<EmailCount>;
  attemptsByIp: Array<AddressCount>;
  dailyAttempts: Array<DailyCount>;
  recentAttempts: Array<FailedLoginAttempt>;
  totalAttempts: Scalars['Int']['output'];
};

/** A validation or domain error with the spec's message; field names the input it belongs to. */
export type FieldError = {
  __typename?: 'FieldError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type FinancialSummary = {
  __typename?: 'FinancialSummary';
  /** expenses / revenue; 0 when revenue is 0. */
  expenseRatio: Scalars['Float']['output'];
  grossRevenue: Scalars['Money']['output'];
  netProfit: Scalars['Money']['output'];
  /** (revenue − expenses) / revenue; 0 when revenue is 0. */
  operatingMargin: Scalars['Float']['output'];
  totalExpenses: Scalars['Money']['output'];
};

export type FormatRevenue = {
  __typename?: 'FormatRevenue';
  format: Scalars['String']['output'];
  formatCode?: Maybe<Scalars['String']['output']>;
  totalAmount: Scalars['Money']['output'];
  unitsSold: Scalars['Int']['output'];
};

export type FrequentQuery = {
  __typename?: 'FrequentQuery';
  avgTime: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  operationName: Scalars['String']['output'];
};

export type GraphqlPerformance = {
  __typename?: 'GraphqlPerformance';
  dailyAverages: Array<DailyQueryTime>;
  mostFrequentQueries: Array<FrequentQuery>;
  slowestQueries: Array<SlowQuery>;
};

/** The caller's session is staff signed in as them. */
export type Impersonation = {
  __typename?: 'Impersonation';
  expires: Scalars['String']['output'];
  staff: User;
  user: User;
};

export type InactiveUser = {
  __typename?: 'InactiveUser';
  created: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null: never logged in since signing up. */
  lastLogin?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  publishers: Array<PublisherSummary>;
};

export type InactiveUsers = {
  __typename?: 'InactiveUsers';
  items: Array<InactiveUser>;
  totalCount: Scalars['Int']['output'];
};

export type InactivityPeriod =
  | 'OVER_1_MONTH'
  | 'OVER_1_WEEK'
  | 'OVER_3_MONTHS';

/** The announcements bundled with the app; unread are those dated after the publisher's inbox date. */
export type Inbox = {
  __typename?: 'Inbox';
  inboxDate?: Maybe<Scalars['String']['output']>;
  items: Array<InboxItem>;
  unreadCount: Scalars['Int']['output'];
};

export type InboxItem = {
  __typename?: 'InboxItem';
  date: Scalars['String']['output'];
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
  unread: Scalars['Boolean']['output'];
};

export type InboxPayload = {
  __typename?: 'InboxPayload';
  errors: Array<FieldError>;
  inbox?: Maybe<Inbox>;
  position?: Maybe<Scalars['Position']['output']>;
};

/** The lists of the settings screen (imprints and series are the catalogue's, edited there). */
export type LookupKind =
  | 'customerClass'
  | 'expenseCategory'
  | 'orderStatus'
  | 'paymentTerm'
  | 'paymentType'
  | 'salesperson'
  | 'shippingType';

export type LookupPayload = {
  __typename?: 'LookupPayload';
  errors: Array<FieldError>;
  item?: Maybe<LookupValue>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type LookupValue = {
  __typename?: 'LookupValue';
  id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type Me = {
  __typename?: 'Me';
  publisher: Publisher;
  publishers: Array<Publisher>;
  role: Role;
  user: User;
};

export type Measure = {
  __typename?: 'Measure';
  /** lbs or oz for weight; in or cm for sizes. */
  unit: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type MeasureInput = {
  unit: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

export type MinimumPayoutPayload = {
  __typename?: 'MinimumPayoutPayload';
  errors: Array<FieldError>;
  minimumPayout?: Maybe<Scalars['Money']['output']>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** The owner's setting. */
  changePublisherMinimumPayout: MinimumPayoutPayload;
  /** Owner only; the billing port calls it. Formats beyond the new limit freeze, within it thaw. */
  changePublisherPlan: PublisherPlanPayload;
  contactPublisher: StaffActionPayload;
  /** The Help page's Contact Us form, mailed to support. */
  contactSupport: ContactSupportPayload;
  createAdvance: AdvancePayload;
  createCreator: CreatorPayload;
  createCustomer: CustomerPayload;
  createCustomerClass: LookupPayload;
  createExpense: ExpensePayload;
  createExpenseCategory: LookupPayload;
  createImprint: LookupPayload;
  /** The order and all its lines in one command. */
  createOrder: OrderPayload;
  createOrderPayment: OrderPayload;
  createOrderStatus: LookupPayload;
  createPaymentTerm: LookupPayload;
  createPaymentType: LookupPayload;
  /** A new format of an existing title. */
  createProduct: ProductPayload;
  createProductCreator: ProductPayload;
  createProductWorkAndFormat: CreateProductWorkPayload;
  createRegion: RegionPayload;
  createRoyalty: RoyaltyPayload;
  createRoyaltyLineItem: RoyaltyPayload;
  createRoyaltyPayment: RoyaltyPaymentPayload;
  createRoyaltyStatement: RoyaltyStatementPayload;
  createSalesperson: LookupPayload;
  createSeries: LookupPayload;
  createShippingType: LookupPayload;
  /** Refused once an instalment is paid. */
  deleteAdvance: DeletePayload;
  deleteCreator: DeletePayload;
  deleteCustomer: DeletePayload;
  deleteExpense: DeletePayload;
  deleteLookupValue: DeletePayload;
  deleteOrder: DeletePayload;
  deleteOrderPayment: OrderPayload;
  deleteOrderReturn: OrderPayload;
  deleteProduct: DeletePayload;
  deleteProductCreator: ProductPayload;
  /** Deletes the publisher account: every member loses access; its history is kept. `confirmation` is the publisher's name. */
  deletePublisher: DeletePayload;
  deletePublisherUser: DeletePayload;
  deleteRegion: DeletePayload;
  /** Refused while payments are linked. */
  deleteRoyalty: DeletePayload;
  deleteRoyaltyLineItem: RoyaltyPayload;
  deleteRoyaltyPayment: DeletePayload;
  /** Mark all as read: the publisher's inbox date becomes tomorrow. */
  markInboxRead: InboxPayload;
  /** An instalment; paidDate YYYY-MM-DD, today when empty. Refused above what is left of the advance. */
  payAdvance: AdvancePayload;
  /** A customer's return against the order's lines, as its own record. */
  recordOrderReturn: OrderPayload;
  resetPublisherPassword: StaffActionPayload;
  /** Null removes the reserve. */
  setRoyaltyReserve: RoyaltyPayload;
  updateCreator: CreatorPayload;
  updateCustomer: CustomerPayload;
  /** Only the fields that changed. */
  updateExpense: ExpensePayload;
  updateLookupValue: LookupPayload;
  /** Get Started or Close: onboarding no longer shows to anyone of the publisher. */
  updateOnboardingStatus: OnboardingPayload;
  /** The order's changes with added, updated and removed lines, saved together. */
  updateOrder: OrderPayload;
  updateOrderPayment: OrderPayload;
  updateProduct: ProductPayload;
  updateProductWork: ProductWorkPayload;
  /** The current publisher's currency and royalty accounting method (the owner's). */
  updatePublisher: PublisherPayload;
  updatePublisherSalesRegionSetting: PublisherPayload;
  /** One's own profile (the id is the signed-in user's). */
  updatePublisherUser: ProfilePayload;
  updateRegion: RegionPayload;
  /** Notes and the tiers saved whole; a save started from an older revision is refused. */
  updateRoyalty: RoyaltyPayload;
  updateRoyaltyLineItem: RoyaltyPayload;
  updateRoyaltyPayment: RoyaltyPaymentPayload;
  updateUser: ProfilePayload;
  updateUserRole: PublisherUserPayload;
};


export type MutationChangePublisherMinimumPayoutArgs = {
  minimumPayout: Scalars['String']['input'];
};


export type MutationChangePublisherPlanArgs = {
  maxProducts?: InputMaybe<Scalars['Int']['input']>;
  plan: Scalars['String']['input'];
};


export type MutationContactPublisherArgs = {
  message: Scalars['String']['input'];
  publisherId: Scalars['ID']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationContactSupportArgs = {
  message: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateAdvanceArgs = {
  input: CreateAdvanceInput;
};


export type MutationCreateCreatorArgs = {
  input: CreateCreatorInput;
};


export type MutationCreateCustomerArgs = {
  input: CreateCustomerInput;
};


export type MutationCreateCustomerClassArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateExpenseArgs = {
  input: ExpenseInput;
};


export type MutationCreateExpenseCategoryArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateImprintArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateOrderPaymentArgs = {
  orderId: Scalars['ID']['input'];
  payment: OrderPaymentInput;
};


export type MutationCreateOrderStatusArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreatePaymentTermArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreatePaymentTypeArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateProductArgs = {
  creators?: InputMaybe<Array<ProductCreatorInput>>;
  input: ProductInput;
  productWorkId: Scalars['ID']['input'];
};


export type MutationCreateProductCreatorArgs = {
  creator: Scalars['ID']['input'];
  onixContributorCode: Scalars['ID']['input'];
  product: Scalars['ID']['input'];
};


export type MutationCreateProductWorkAndFormatArgs = {
  creatorsInput?: InputMaybe<Array<ProductCreatorInput>>;
  productInput: ProductInput;
  productWorkInput: ProductWorkInput;
};


export type MutationCreateRegionArgs = {
  countries: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateRoyaltyArgs = {
  input: CreateRoyaltyInput;
};


export type MutationCreateRoyaltyLineItemArgs = {
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  royaltyId: Scalars['ID']['input'];
  royaltyItem: RoyaltyLineItemInput;
};


export type MutationCreateRoyaltyPaymentArgs = {
  payment: RoyaltyPaymentInput;
  royaltyId: Scalars['ID']['input'];
};


export type MutationCreateRoyaltyStatementArgs = {
  input: CreateRoyaltyStatementInput;
};


export type MutationCreateSalespersonArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateSeriesArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateShippingTypeArgs = {
  value: Scalars['String']['input'];
};


export type MutationDeleteAdvanceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteExpenseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLookupValueArgs = {
  id: Scalars['ID']['input'];
  kind: LookupKind;
};


export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrderPaymentArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationDeleteOrderReturnArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePublisherArgs = {
  confirmation: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeletePublisherUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRegionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoyaltyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoyaltyLineItemArgs = {
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  royaltyId: Scalars['ID']['input'];
};


export type MutationDeleteRoyaltyPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPayAdvanceArgs = {
  advanceId: Scalars['ID']['input'];
  amount: Scalars['String']['input'];
  paidDate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRecordOrderReturnArgs = {
  orderId: Scalars['ID']['input'];
  orderReturn: OrderReturnInput;
};


export type MutationResetPublisherPasswordArgs = {
  publisherId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetRoyaltyReserveArgs = {
  reserve?: InputMaybe<RoyaltyReserveInput>;
  royaltyId: Scalars['ID']['input'];
};


export type MutationUpdateCreatorArgs = {
  changed?: InputMaybe<CreatorChangesInput>;
  contacts?: InputMaybe<ContactChangesInput>;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateCustomerArgs = {
  changed?: InputMaybe<CustomerChangesInput>;
  contacts?: InputMaybe<ContactChangesInput>;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateExpenseArgs = {
  changed: ExpenseInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateLookupValueArgs = {
  id: Scalars['ID']['input'];
  kind: LookupKind;
  value: Scalars['String']['input'];
};


export type MutationUpdateOrderArgs = {
  addedLines?: InputMaybe<Array<OrderLineInput>>;
  changed?: InputMaybe<OrderDetailsInput>;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  paid?: InputMaybe<Scalars['Boolean']['input']>;
  paidDate?: InputMaybe<Scalars['String']['input']>;
  removedLines?: InputMaybe<Array<Scalars['ID']['input']>>;
  shipDate?: InputMaybe<Scalars['String']['input']>;
  shipped?: InputMaybe<Scalars['Boolean']['input']>;
  updatedLines?: InputMaybe<Array<OrderLineUpdateInput>>;
};


export type MutationUpdateOrderPaymentArgs = {
  changed: OrderPaymentInput;
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationUpdateProductArgs = {
  changed?: InputMaybe<ProductInput>;
  creatorsAdded?: InputMaybe<Array<ProductCreatorInput>>;
  creatorsRemoved?: InputMaybe<Array<Scalars['ID']['input']>>;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateProductWorkArgs = {
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: ProductWorkInput;
};


export type MutationUpdatePublisherArgs = {
  changed: PublisherChangesInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdatePublisherSalesRegionSettingArgs = {
  enable: Scalars['Boolean']['input'];
};


export type MutationUpdatePublisherUserArgs = {
  changed: ProfileChangesInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateRegionArgs = {
  countries: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateRoyaltyArgs = {
  changed: RoyaltyChangesInput;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateRoyaltyLineItemArgs = {
  changed: RoyaltyLineItemChangesInput;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  royaltyId: Scalars['ID']['input'];
};


export type MutationUpdateRoyaltyPaymentArgs = {
  changed: RoyaltyPaymentInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  changed: ProfileChangesInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: Role;
};

export type OnboardingPayload = {
  __typename?: 'OnboardingPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  status?: Maybe<OnboardingStatus>;
};

/** The onboarding overlay's state, from what the publisher has made (read models, not client guesses). */
export type OnboardingStatus = {
  __typename?: 'OnboardingStatus';
  completed: Scalars['Boolean']['output'];
  hasCreator: Scalars['Boolean']['output'];
  hasCustomer: Scalars['Boolean']['output'];
  hasOrder: Scalars['Boolean']['output'];
  hasProduct: Scalars['Boolean']['output'];
  /** 1 add a creator, 2 a product, 3 a customer, 4 an order, 5 finished. */
  step: Scalars['Int']['output'];
};

/** An entry of an ONIX 3.0 code list: id is the ONIX code, value the label users see. */
export type OnixCode = {
  __typename?: 'OnixCode';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type OnixCodeLists = {
  __typename?: 'OnixCodeLists';
  /** List 28, audience. */
  audiences: Array<OnixCode>;
  /** List 17, contributor role; 'By (author)' first. */
  contributorRoles: Array<OnixCode>;
  /** List 175, product form detail (offered for Hardcover). */
  productFormDetails: Array<OnixCode>;
  /** List 150, product form: the format (Paperback, Hardcover, ebook, audiobook...). */
  productForms: Array<OnixCode>;
  /** List 64, publishing status; 'Active' is the default. */
  publishingStatuses: Array<OnixCode>;
};

export type Order = {
  __typename?: 'Order';
  adminNotes: Scalars['String']['output'];
  backordered: Scalars['Boolean']['output'];
  created: Scalars['String']['output'];
  /** What the returns credit the customer: returned units at their lines' unit prices. */
  creditAmount: Scalars['Money']['output'];
  customer?: Maybe<Customer>;
  /** Null when the order can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  /** Items plus shipping minus the returns' credit and payments, or 0.00 when paid. */
  dueAmount: Scalars['Money']['output'];
  /** Payments received are at least the order total less the returns' credit. */
  fullyPaid: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Lines at their unit prices. */
  itemsTotal: Scalars['Money']['output'];
  lastEditor?: Maybe<User>;
  lines: Array<OrderLine>;
  modified: Scalars['String']['output'];
  /**
   * The short number staff read out (#1042): sequential per publisher from 1. A number ("1042" or
   * "#1042") in a list\'s search finds the record.
   */
  number: Scalars['Int']['output'];
  orderAddress?: Maybe<Address>;
  orderEmail?: Maybe<Email>;
  orderPhone?: Maybe<Phone>;
  orderStatus?: Maybe<LookupValue>;
  paid: Scalars['Boolean']['output'];
  paidDate?: Maybe<Scalars['String']['output']>;
  paymentTerm?: Maybe<LookupValue>;
  payments: Array<OrderPayment>;
  paymentsTotal: Scalars['Money']['output'];
  poNumber: Scalars['String']['output'];
  returns: Array<OrderReturn>;
  revision: Scalars['Int']['output'];
  salesperson?: Maybe<LookupValue>;
  shipDate?: Maybe<Scalars['String']['output']>;
  shipped: Scalars['Boolean']['output'];
  shippingCost: Scalars['Money']['output'];
  shippingType?: Maybe<LookupValue>;
  /** Items plus shipping. */
  totalAmount: Scalars['Money']['output'];
};

export type OrderDetailsInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  orderAddressId?: InputMaybe<Scalars['ID']['input']>;
  orderEmailId?: InputMaybe<Scalars['ID']['input']>;
  orderPhoneId?: InputMaybe<Scalars['ID']['input']>;
  orderStatusId?: InputMaybe<Scalars['ID']['input']>;
  paymentTermId?: InputMaybe<Scalars['ID']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  salespersonId?: InputMaybe<Scalars['ID']['input']>;
  /** Decimal text; empty means 0. */
  shippingCost?: InputMaybe<Scalars['String']['input']>;
  shippingTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  /** Unit price after the discount: retail × (100 − discount) / 100, or the net price. */
  calcPrice: Scalars['Money']['output'];
  /** Discount in percent with two decimals ("12.50"). */
  discountPercent: Scalars['String']['output'];
  discountType: DiscountType;
  id: Scalars['ID']['output'];
  /** Inventory is lower than the quantity and the order is not shipped: the quantity shows red. */
  inventoryShort: Scalars['Boolean']['output'];
  lineTotal: Scalars['Money']['output'];
  product?: Maybe<ProductSummary>;
  quantity: Scalars['Int']['output'];
  retailPrice: Scalars['Money']['output'];
  /** Units of the line that came back with the order's returns. */
  returnedQuantity: Scalars['Int']['output'];
};

export type OrderLineInput = {
  /** The percent ("12.5") for percent, the net price ("7.99") for netPrice. */
  discount?: InputMaybe<Scalars['String']['input']>;
  discountType?: InputMaybe<DiscountType>;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderLineUpdateInput = {
  discount?: InputMaybe<Scalars['String']['input']>;
  discountType?: InputMaybe<DiscountType>;
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderListParams = {
  /** Paid and not shipped (the dashboard's Orders Awaiting Shipment). */
  awaitingShipment?: InputMaybe<Scalars['Boolean']['input']>;
  backordered?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM-DD, inclusive. */
  createdAfter?: InputMaybe<Scalars['String']['input']>;
  createdBefore?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  productWorkId?: InputMaybe<Scalars['ID']['input']>;
  /** Applied from 3 characters on (a number, "7" or "#7", at any length): order number, PO number, customer name or company. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<OrderSortField>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type OrderPayload = {
  __typename?: 'OrderPayload';
  errors: Array<FieldError>;
  /** For a new order: 'Order created successfully with {n} product(s)'. */
  message?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Order>;
  position?: Maybe<Scalars['Position']['output']>;
};

export type OrderPayment = {
  __typename?: 'OrderPayment';
  amount: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  memo: Scalars['String']['output'];
  sentDate: Scalars['String']['output'];
};

export type OrderPaymentInput = {
  amount?: InputMaybe<Scalars['String']['input']>;
  memo?: InputMaybe<Scalars['String']['input']>;
  sentDate?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A customer's return against the order's lines: the units come back into stock (printed formats of a
 * shipped order) and count as negative sales on the return's date.
 */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** The returned units at their lines' unit prices. */
  credit: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  lines: Array<OrderReturnLine>;
  memo: Scalars['String']['output'];
  returnDate: Scalars['String']['output'];
};

export type OrderReturnInput = {
  /** Quantity per line (0 leaves a line out); each at most what was sold less what already came back. */
  lines: Array<OrderReturnLineInput>;
  memo?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: the day the units came back, from the order's day to today. */
  returnDate?: InputMaybe<Scalars['String']['input']>;
};

/** Units of one line that came back with a return. */
export type OrderReturnLine = {
  __typename?: 'OrderReturnLine';
  lineId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type OrderReturnLineInput = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderSortField =
  | 'BACKORDERED'
  | 'CREATED'
  | 'CUSTOMER'
  | 'ID'
  | 'PAID'
  | 'SALESPERSON'
  | 'SHIPPED'
  | 'STATUS';

export type Phone = {
  __typename?: 'Phone';
  id: Scalars['ID']['output'];
  primary: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** A format (edition) of a title. */
export type Product = {
  __typename?: 'Product';
  adminNotes: Scalars['String']['output'];
  audience?: Maybe<OnixCode>;
  audienceDetails: Scalars['String']['output'];
  bisac: Array<Scalars['String']['output']>;
  cartonQty?: Maybe<Scalars['Int']['output']>;
  comps: Scalars['String']['output'];
  coverImage: Scalars['String']['output'];
  created: Scalars['String']['output'];
  /** Null when the format can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  digital: Scalars['Boolean']['output'];
  edition: Scalars['String']['output'];
  format: OnixCode;
  formatDetail?: Maybe<OnixCode>;
  /** Beyond the plan limit: kept, but cannot be edited. */
  frozen: Scalars['Boolean']['output'];
  hasShippingCharges: Scalars['Boolean']['output'];
  height?: Maybe<Measure>;
  id: Scalars['ID']['output'];
  interiorImages: Array<Scalars['String']['output']>;
  inventoryQuantity: Scalars['Int']['output'];
  isbn: Scalars['String']['output'];
  keySellingPoints: Scalars['String']['output'];
  lastEditor?: Maybe<User>;
  marketing: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  /**
   * The short number staff read out (#1042): sequential per publisher from 1. A number ("1042" or
   * "#1042") in a list\'s search finds the record.
   */
  number: Scalars['Int']['output'];
  outOfPrint: Scalars['Boolean']['output'];
  pageCount?: Maybe<Scalars['Int']['output']>;
  productCreators: Array<ProductCreator>;
  productWork: ProductWork;
  publicationDate?: Maybe<Scalars['String']['output']>;
  retailPrice: Scalars['Money']['output'];
  /** Revision the record is at; pass it back as expectedRevision when saving. */
  revision: Scalars['Int']['output'];
  shipDate?: Maybe<Scalars['String']['output']>;
  status: OnixCode;
  subtitle: Scalars['String']['output'];
  tags: Scalars['String']['output'];
  thickness?: Maybe<Measure>;
  /** False for digital formats (ebook, downloadable audio): they keep no stock. */
  tracksInventory: Scalars['Boolean']['output'];
  volume: Scalars['String']['output'];
  weight?: Maybe<Measure>;
  wholesalePrice?: Maybe<Scalars['Money']['output']>;
  width?: Maybe<Measure>;
};

export type ProductAmount = {
  __typename?: 'ProductAmount';
  productId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  totalAmount: Scalars['Money']['output'];
};

/** A product the report is narrowed to, named as the catalogue names it now. */
export type ProductChoice = {
  __typename?: 'ProductChoice';
  formatType?: Maybe<Scalars['String']['output']>;
  isbn?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ProductCreator = {
  __typename?: 'ProductCreator';
  creator?: Maybe<Creator>;
  id: Scalars['ID']['output'];
  onixContributorCode: OnixCode;
};

export type ProductCreatorInput = {
  creatorId: Scalars['ID']['input'];
  onixContributorCodeId: Scalars['ID']['input'];
};

/** A format's fields; on update send only what changed (null clears an optional field). */
export type ProductInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  audienceDetails?: InputMaybe<Scalars['String']['input']>;
  audienceId?: InputMaybe<Scalars['ID']['input']>;
  bisac?: InputMaybe<Array<Scalars['String']['input']>>;
  cartonQty?: InputMaybe<Scalars['Int']['input']>;
  comps?: InputMaybe<Scalars['String']['input']>;
  coverImage?: InputMaybe<Scalars['String']['input']>;
  digital?: InputMaybe<Scalars['Boolean']['input']>;
  edition?: InputMaybe<Scalars['String']['input']>;
  formatDetailId?: InputMaybe<Scalars['ID']['input']>;
  formatId?: InputMaybe<Scalars['ID']['input']>;
  hasShippingCharges?: InputMaybe<Scalars['Boolean']['input']>;
  height?: InputMaybe<MeasureInput>;
  interiorImages?: InputMaybe<Array<Scalars['String']['input']>>;
  inventoryQuantity?: InputMaybe<Scalars['Int']['input']>;
  isbn?: InputMaybe<Scalars['String']['input']>;
  keySellingPoints?: InputMaybe<Scalars['String']['input']>;
  marketing?: InputMaybe<Scalars['String']['input']>;
  outOfPrint?: InputMaybe<Scalars['Boolean']['input']>;
  pageCount?: InputMaybe<Scalars['Int']['input']>;
  publicationDate?: InputMaybe<Scalars['String']['input']>;
  retailPrice?: InputMaybe<Scalars['String']['input']>;
  shipDate?: InputMaybe<Scalars['String']['input']>;
  statusId?: InputMaybe<Scalars['ID']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  thickness?: InputMaybe<MeasureInput>;
  volume?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<MeasureInput>;
  wholesalePrice?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<MeasureInput>;
};

export type ProductListParams = {
  /** Formats this creator is on (the creator page links here). */
  creatorId?: InputMaybe<Scalars['ID']['input']>;
  /** Leave frozen formats out (pickers). */
  excludeFrozen?: InputMaybe<Scalars['Boolean']['input']>;
  /** ONIX product form code. */
  formatId?: InputMaybe<Scalars['ID']['input']>;
  imprintId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<ProductSearchField>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<ProductSortField>;
  /** ONIX publishing status code. */
  statusId?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ProductPayload = {
  __typename?: 'ProductPayload';
  errors: Array<FieldError>;
  message: Scalars['String']['output'];
  position?: Maybe<Scalars['Position']['output']>;
  product?: Maybe<Product>;
};

/** How many formats count against the plan, and the limit (null: no limit). */
export type ProductPlanUsage = {
  __typename?: 'ProductPlanUsage';
  /** Null while creating is allowed, else the spec's plan message. */
  createBlockedMessage?: Maybe<Scalars['String']['output']>;
  frozenCount: Scalars['Int']['output'];
  maxProducts?: Maybe<Scalars['Int']['output']>;
  plan: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
};

export type ProductProfit = {
  __typename?: 'ProductProfit';
  expenses: Scalars['Money']['output'];
  formatName: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productWorkId?: Maybe<Scalars['ID']['output']>;
  profit: Scalars['Money']['output'];
  revenue: Scalars['Money']['output'];
  title: Scalars['String']['output'];
};

export type ProductReportRow = {
  __typename?: 'ProductReportRow';
  authors: Array<Scalars['String']['output']>;
  expenses: Scalars['Money']['output'];
  formatType?: Maybe<Scalars['String']['output']>;
  isbn?: Maybe<Scalars['String']['output']>;
  /** Profit divided by the months since publication (at least 1), to the period's end. */
  monthlyProfitLoss: Scalars['Money']['output'];
  productId: Scalars['ID']['output'];
  productWorkId?: Maybe<Scalars['ID']['output']>;
  profit: Scalars['Money']['output'];
  /** Profit / revenue × 100, two decimals; 0 without revenue. */
  profitMargin: Scalars['Float']['output'];
  publicationDate?: Maybe<Scalars['String']['output']>;
  retailPrice?: Maybe<Scalars['Money']['output']>;
  revenue: Scalars['Money']['output'];
  title?: Maybe<Scalars['String']['output']>;
  units: Scalars['Int']['output'];
};

/**
 * The P&L by product's sortable columns: money, counts and the margin sort as numbers, the rest as
 * text; a product without the value (no ISBN, a deleted product's title) sorts last either way.
 */
export type ProductReportSortField =
  | 'EXPENSES'
  | 'FORMAT_TYPE'
  | 'ISBN'
  | 'PROFIT'
  | 'PROFIT_MARGIN'
  | 'RETAIL_PRICE'
  | 'REVENUE'
  | 'TITLE'
  | 'UNITS';

/** Totals over every product of the report (all pages): the table's and the CSV's Totals row. */
export type ProductReportTotals = {
  __typename?: 'ProductReportTotals';
  expenses: Scalars['Money']['output'];
  productCount: Scalars['Int']['output'];
  profit: Scalars['Money']['output'];
  revenue: Scalars['Money']['output'];
  units: Scalars['Int']['output'];
};

export type ProductSearchField =
  | 'CREATOR_DISPLAY_NAME'
  | 'CREATOR_PAYMENT_NAME'
  | 'DEFAULT'
  | 'ISBN'
  | 'TITLE';

export type ProductSortField =
  | 'CREATED'
  | 'FORMAT'
  | 'INVENTORY'
  | 'PUBLICATION_DATE'
  | 'RETAIL_PRICE'
  | 'STATUS'
  | 'TITLE';

/** A product format as orders and expenses show it. */
export type ProductSummary = {
  __typename?: 'ProductSummary';
  formatCode: Scalars['String']['output'];
  /** The format's name (Paperback, Hardback...), from its ONIX code. */
  formatName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** On hand: the catalogue's inventory less what shipped orders took out. */
  inventoryQuantity: Scalars['Int']['output'];
  isbn: Scalars['String']['output'];
  productWorkId: Scalars['ID']['output'];
  retailPrice: Scalars['Money']['output'];
  title: Scalars['String']['output'];
  /** False for digital formats (ebook, downloadable audio): they keep no stock. */
  tracksInventory: Scalars['Boolean']['output'];
};

export type ProductWork = {
  __typename?: 'ProductWork';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imprint?: Maybe<LookupValue>;
  lastEditor?: Maybe<User>;
  /** Its formats, oldest first. */
  products: Array<Product>;
  revision: Scalars['Int']['output'];
  series?: Maybe<LookupValue>;
  title: Scalars['String']['output'];
};

export type ProductWorkCounts = {
  __typename?: 'ProductWorkCounts';
  expensesCount: Scalars['Int']['output'];
  ordersCount: Scalars['Int']['output'];
  royaltiesCount: Scalars['Int']['output'];
};

export type ProductWorkInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  imprintId?: InputMaybe<Scalars['ID']['input']>;
  seriesId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProductWorkPayload = {
  __typename?: 'ProductWorkPayload';
  errors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Position']['output']>;
  productWork?: Maybe<ProductWork>;
};

/** The spec's updatePublisherUser / UpdateUser keys (photo_url, first_name, last_name); only those given change. */
export type ProfileChangesInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image's address (/files/...), or empty for none. */
  photoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ProfilePayload = {
  __typename?: 'ProfilePayload';
  errors: Array<FieldError>;
  /** The spec's "User Updated" or "Publisher User updated". */
  message?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Position']['output']>;
  user?: Maybe<User>;
};

export type ProfitLoss = {
  __typename?: 'ProfitLoss';
  chosenProducts: Array<ProductChoice>;
  expenses: Scalars['Money']['output'];
  expensesByCategory: Array<CategoryAmount>;
  netProfit: Scalars['Money']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  productTotals: ProductReportTotals;
  revenue: Scalars['Money']['output'];
  /** One page (pageSize rows) of the products with sales or expenses in the range, in the asked order. */
  revenueByProduct: Array<ProductReportRow>;
  timePeriod: ReportRange;
  units: Scalars['Int']['output'];
};

export type ProjectionLag = {
  __typename?: 'ProjectionLag';
  checkpoint: Scalars['String']['output'];
  eventsBehind: Scalars['Int']['output'];
  failures: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type Publisher = {
  __typename?: 'Publisher';
  accountingMethod: Scalars['String']['output'];
  /** False while the provider cannot collect the subscription's payments. */
  billingActive: Scalars['Boolean']['output'];
  /** The day of the latest payment (YYYY-MM-DD). */
  billingDate?: Maybe<Scalars['String']['output']>;
  /** The spec's 'Billing Error' banner shows: billing inactive while a billing id exists. */
  billingError: Scalars['Boolean']['output'];
  /** The provider's customer; null without a subscription. */
  billingId?: Maybe<Scalars['String']['output']>;
  currency: Currency;
  /** Sales by region: royalties and reports by region, and the country column on customers. */
  enableSalesByRegion: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Null means no limit (All Access). */
  maxProducts?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  regions: Array<Region>;
  /** The spec's renewal: billingDate plus one month. */
  renewalDate?: Maybe<Scalars['String']['output']>;
};

export type PublisherActivity = {
  __typename?: 'PublisherActivity';
  lastActivity: Scalars['String']['output'];
  lastActivityType: Scalars['String']['output'];
  publisher: PublisherSummary;
  user?: Maybe<User>;
};

/** The spec's updatePublisher keys; only those given change. */
export type PublisherChangesInput = {
  accountingMethod?: InputMaybe<AccountingMethod>;
  /** A currency code of the list (USD, EUR, GBP, ...). */
  currency?: InputMaybe<Scalars['String']['input']>;
};

export type PublisherCount = {
  __typename?: 'PublisherCount';
  count: Scalars['Int']['output'];
  publisher: PublisherSummary;
};

export type PublisherInvitation = {
  __typename?: 'PublisherInvitation';
  authGroupId: Scalars['Int']['output'];
  authGroupName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['String']['output'];
  /** The accept link's secret, for Copy link; only owners and admins see it. */
  key?: Maybe<Scalars['String']['output']>;
  lastSentAt: Scalars['String']['output'];
  role: Role;
};

export type PublisherMembership = {
  __typename?: 'PublisherMembership';
  created: Scalars['String']['output'];
  publisher: PublisherSummary;
  role: Role;
};

export type PublisherPayload = {
  __typename?: 'PublisherPayload';
  errors: Array<FieldError>;
  message?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Position']['output']>;
  publisher?: Maybe<Publisher>;
};

export type PublisherPlanPayload = {
  __typename?: 'PublisherPlanPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  publisher?: Maybe<Publisher>;
};

export type PublisherSearchResult = {
  __typename?: 'PublisherSearchResult';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownerEmail?: Maybe<Scalars['String']['output']>;
  plan: Scalars['String']['output'];
};

/** The spec's publisher stats: first sign-up, last login and activity, totals, and its owner. */
export type PublisherStats = {
  __typename?: 'PublisherStats';
  firstSignedUp: Scalars['String']['output'];
  lastActivity?: Maybe<Scalars['String']['output']>;
  lastActivityType?: Maybe<Scalars['String']['output']>;
  lastLogin?: Maybe<Scalars['String']['output']>;
  ownerEmail?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['ID']['output']>;
  publisher: PublisherSummary;
  totalCreators: Scalars['Int']['output'];
  totalCustomers: Scalars['Int']['output'];
  totalOrders: Scalars['Int']['output'];
  totalProducts: Scalars['Int']['output'];
};

/** A publisher as the staff area lists it (any publisher, not the caller's own). */
export type PublisherSummary = {
  __typename?: 'PublisherSummary';
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  plan: Scalars['String']['output'];
};

export type PublisherTeam = {
  __typename?: 'PublisherTeam';
  /** Whether the caller may invite, change roles and remove members (owner or admin). */
  canManage: Scalars['Boolean']['output'];
  /** Pending invitations, newest first. */
  invitations: Array<PublisherInvitation>;
  /** The invite form shows while users + pending invitations are fewer than this. */
  maxTeamSize: Scalars['Int']['output'];
  roles: Array<AuthGroup>;
  users: Array<PublisherUser>;
};

/** A member of the current publisher's team. */
export type PublisherUser = {
  __typename?: 'PublisherUser';
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the signed-in user (whose own role and membership cannot be changed). */
  isMe: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  photoUrl?: Maybe<Scalars['String']['output']>;
  role: Role;
  /** Active once the invitation is accepted (members are always active; pending people are invitations). */
  status: Scalars['String']['output'];
  user: User;
};

export type PublisherUserPayload = {
  __typename?: 'PublisherUserPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  user?: Maybe<PublisherUser>;
};

export type Query = {
  __typename?: 'Query';
  /** The creator's advances, oldest first; null for a creator that is not the publisher's. */
  advances?: Maybe<Array<Advance>>;
  creator?: Maybe<Creator>;
  /** 25 a page, with the total count in the same reply. */
  creators: CreatorPage;
  /** Set when the caller's session is staff signed in as them (the app shows a banner). */
  currentImpersonation?: Maybe<Impersonation>;
  customer?: Maybe<Customer>;
  customerClasses: Array<LookupValue>;
  /** 25 a page, with the total count in the same reply. */
  customers: CustomerPage;
  databaseHealth: DatabaseHealth;
  expense?: Maybe<Expense>;
  expenseCategories: Array<LookupValue>;
  /** 25 a page, with the total count in the same reply. */
  expenses: ExpensePage;
  expensesByDate: DailySeries;
  failedLogins: FailedLogins;
  graphqlPerformance: GraphqlPerformance;
  /** Sales before discounts (quantity × retail price) per day of order creation. */
  grossSalesByDate: DailySeries;
  imprints: Array<LookupValue>;
  /** Users who have not logged in for the period (internal staff addresses and superusers left out). */
  inactiveUsers: InactiveUsers;
  inbox: Inbox;
  /** Whether the signed-in user is platform staff (the staff area and the royalty calculator). */
  isSuperuser: Scalars['Boolean']['output'];
  /** The signed-in user, the current publisher (X-Colophon-Publisher header, else the first) and the role. */
  me: Me;
  /** Below this a statement's balance is carried forward. */
  minimumPayout: Scalars['Money']['output'];
  /** Sales as charged (quantity × unit price after discounts) per day of order creation. */
  netSalesByDate: DailySeries;
  onixCodeLists: OnixCodeLists;
  order?: Maybe<Order>;
  orderStatuses: Array<LookupValue>;
  /** 25 a page, with the total count in the same reply. */
  orders: OrderPage;
  paymentTerms: Array<LookupValue>;
  paymentTypes: Array<LookupValue>;
  product?: Maybe<Product>;
  productPlanUsage: ProductPlanUsage;
  productWork?: Maybe<ProductWork>;
  /** Null when the title is not the publisher's. */
  productWorkCounts?: Maybe<ProductWorkCounts>;
  /** Formats with their titles, 25 a page, with the total count in the same reply. */
  products: ProductPage;
  /**
   * Without productIds (or empty): every product. Dates from timePeriod, or startDate and endDate for
   * CUSTOM. The products come a page at a time, by revenue (biggest first) unless sortField says
   * otherwise; the whole report is the CSV of POST /api/v1/reports/profit-loss/export.
   */
  profitLoss: ProfitLoss;
  publisherOnboardingStatus: OnboardingStatus;
  publisherStats: PublisherStats;
  /** The spec's PublisherUsers: members, the roles an invitation may grant, pending invitations. */
  publisherUsers: PublisherTeam;
  recentCustomers: Array<RecentCustomer>;
  recentProducts: Array<RecentProduct>;
  recentPublisherActivity: Array<PublisherActivity>;
  recentSignups: Array<RecentSignup>;
  recentSubscriptions: Array<RecentSubscription>;
  /** The spec's GetRecentVisitors: the newest user activity (50). */
  recentVisitors: Array<UserActivity>;
  /** The current publisher's sales regions, by name. */
  regions: Array<Region>;
  reportingDashboard: ReportingDashboard;
  revenueExpenses: RevenueExpenses;
  royalty?: Maybe<Royalty>;
  royaltyCategories: Array<RoyaltyCategory>;
  royaltyStatement?: Maybe<RoyaltyStatement>;
  /** Recomputes a sent statement from the event store (see RoyaltyStatementAudit). */
  royaltyStatementAudit?: Maybe<RoyaltyStatementAudit>;
  /**
   * The email a statement of these royalties would send now, exactly as it will be mailed (the same
   * figures, advances and payout); null when the creator is not the publisher's.
   */
  royaltyStatementPreview?: Maybe<StatementEmail>;
  /** A creator's sent statements, newest first, 25 a page; null when the creator is not the publisher's. */
  royaltyStatements?: Maybe<RoyaltyStatementPage>;
  royaltyTerms: Array<RoyaltyTerm>;
  /** 25 a page, newest first, with the total count in the same reply. */
  royaltypayments: RoyaltyPaymentPage;
  /** 25 a page, with the total count in the same reply. */
  royaltys: RoyaltyPage;
  /** The creator's royalties with their figures for the period; null when the creator is not the publisher's. */
  royaltysforstatement?: Maybe<RoyaltiesForStatement>;
  salespersons: Array<LookupValue>;
  searchPublishers: Array<PublisherSearchResult>;
  /** Mail sent for this publisher, newest first, 25 a page (the embedded mode's mail has no other inbox). */
  sentMail: SentMailPage;
  series: Array<LookupValue>;
  shippingTypes: Array<LookupValue>;
  /** For the publisher's owner and admins: when platform staff signed in as one of its users. */
  staffAccesses: Array<StaffAccess>;
  systemPerformance: SystemPerformance;
  systemStats: SystemStats;
  topProductsReport: Array<TopProductRow>;
  topTenByDate: TopTen;
};


export type QueryAdvancesArgs = {
  creatorId: Scalars['ID']['input'];
};


export type QueryCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreatorsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<CreatorListParams>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<CustomerListParams>;
};


export type QueryExpenseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExpensesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<ExpenseListParams>;
};


export type QueryExpensesByDateArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryFailedLoginsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGraphqlPerformanceArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGrossSalesByDateArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryInactiveUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  period: InactivityPeriod;
};


export type QueryNetSalesByDateArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<OrderListParams>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductWorkArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductWorkCountsArgs = {
  productWorkId: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<ProductListParams>;
};


export type QueryProfitLossArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<ProductReportSortField>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  timePeriod?: InputMaybe<ReportPeriod>;
};


export type QueryPublisherStatsArgs = {
  publisherId: Scalars['ID']['input'];
};


export type QueryRecentCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentPublisherActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentSignupsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentSubscriptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentVisitorsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportingDashboardArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  timePeriod?: InputMaybe<ReportPeriod>;
};


export type QueryRevenueExpensesArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  timePeriod?: InputMaybe<ReportPeriod>;
};


export type QueryRoyaltyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoyaltyStatementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoyaltyStatementAuditArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoyaltyStatementPreviewArgs = {
  creatorId: Scalars['ID']['input'];
  endDate: Scalars['String']['input'];
  pubNote?: InputMaybe<Scalars['String']['input']>;
  royaltyIds: Array<Scalars['ID']['input']>;
  sentDate?: InputMaybe<Scalars['String']['input']>;
  startDate: Scalars['String']['input'];
};


export type QueryRoyaltyStatementsArgs = {
  creatorId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRoyaltypaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<RoyaltyPaymentListParams>;
};


export type QueryRoyaltysArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<RoyaltyListParams>;
};


export type QueryRoyaltysforstatementArgs = {
  creatorId: Scalars['ID']['input'];
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QuerySearchPublishersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  searchTerm: Scalars['String']['input'];
};


export type QuerySentMailArgs = {
  page?: Scalars['Int']['input'];
};


export type QuerySystemPerformanceArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTopProductsReportArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  timePeriod?: InputMaybe<ReportPeriod>;
};


export type QueryTopTenByDateArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type RecentCustomer = {
  __typename?: 'RecentCustomer';
  company: Scalars['String']['output'];
  created: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  publisher: PublisherSummary;
};

export type RecentProduct = {
  __typename?: 'RecentProduct';
  coverImage: Scalars['String']['output'];
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isbn: Scalars['String']['output'];
  publisher: PublisherSummary;
  retailPrice: Scalars['Money']['output'];
  title: Scalars['String']['output'];
};

export type RecentSignup = {
  __typename?: 'RecentSignup';
  created: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  publisheruserSet: Array<PublisherMembership>;
  username: Scalars['String']['output'];
};

export type RecentSubscription = {
  __typename?: 'RecentSubscription';
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  maxProducts?: Maybe<Scalars['Int']['output']>;
  plan: Scalars['String']['output'];
  publisher: PublisherSummary;
};

/** A sales region: a name and the ISO 3166-1 codes of its countries (a country is in one region at most). */
export type Region = {
  __typename?: 'Region';
  countries: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type RegionPayload = {
  __typename?: 'RegionPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  region?: Maybe<Region>;
};

export type RegionRevenue = {
  __typename?: 'RegionRevenue';
  /** The region's name; 'Rest of World' for countries in no region. */
  region: Scalars['String']['output'];
  totalRevenue: Scalars['Money']['output'];
};

/**
 * The spec's report periods. Each preset sets its start and end dates from today (UTC); CUSTOM
 * uses startDate and endDate.
 */
export type ReportPeriod =
  | 'ALL_TIME'
  | 'CUSTOM'
  | 'LAST_QUARTER'
  | 'LAST_YEAR'
  | 'MTD'
  | 'QTD'
  | 'YTD';

/**
 * Dates (YYYY-MM-DD, inclusive) a report covers: orders by their created date, expenses by their date,
 * royalty payments (counted as expenses of their royalty's product) by their sent date.
 */
export type ReportRange = {
  __typename?: 'ReportRange';
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
};

export type ReportStats = {
  __typename?: 'ReportStats';
  productsSold: Scalars['Int']['output'];
  topCustomers: Array<CustomerAmount>;
  topExpenses: Array<CategoryAmount>;
  topProducts: Array<ProductAmount>;
};

export type ReportingDashboard = {
  __typename?: 'ReportingDashboard';
  /** The publisher's accounting method: orders count as revenue once marked paid, or once shipped. */
  accountingMethod: Scalars['String']['output'];
  chartData: RevenueExpenses;
  expensesByCategory: Array<CategoryAmount>;
  revenueByFormat: Array<FormatRevenue>;
  revenueByRegion: Array<RegionRevenue>;
  /**
   * Whether the publisher has sales by region on: only then does the screen show revenue by region
   * (its sales by the region holding their country now, 'Rest of World' for countries in no region).
   */
  salesByRegion: Scalars['Boolean']['output'];
  stats: ReportStats;
  summary: FinancialSummary;
  timePeriod: ReportRange;
};

/** How a reserve is released: in full after its periods, or in equal parts over them. */
export type ReserveRelease =
  | 'full'
  | 'parts';

/** Revenue and expenses per month (YYYY-MM), arrays of equal length; empty, invalid and future months dropped. */
export type RevenueExpenses = {
  __typename?: 'RevenueExpenses';
  expenses: Array<Scalars['Money']['output']>;
  months: Array<Scalars['String']['output']>;
  revenue: Array<Scalars['Money']['output']>;
};

export type Role =
  | 'admin'
  | 'member'
  | 'owner';

/** The creator's royalties with their figures for the period, to choose a statement's lines from. */
export type RoyaltiesForStatement = {
  __typename?: 'RoyaltiesForStatement';
  /** The advances the creator's royalties recoup, as of the period's end. */
  advances: Array<StatementAdvance>;
  /** The event-store position the figures are exactly as of. */
  computedAt: Scalars['String']['output'];
  creatorAddress: Array<Scalars['String']['output']>;
  creatorName: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  /** The payout if every royalty were on the statement. */
  payout?: Maybe<StatementPayout>;
  publisherName: Scalars['String']['output'];
  royalties: Array<RoyaltyStatementLine>;
  user: StatementUser;
};

export type Royalty = {
  __typename?: 'Royalty';
  adminNotes: Scalars['String']['output'];
  /** Owed − paid. */
  balance: Scalars['Money']['output'];
  created: Scalars['String']['output'];
  creator?: Maybe<Creator>;
  /** Null when the royalty can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastEditor?: Maybe<User>;
  life: RoyaltyFigures;
  /** The product is frozen by the plan limit: the royalty cannot be edited. */
  locked: Scalars['Boolean']['output'];
  modified: Scalars['String']['output'];
  /** Life credit − life debit. */
  owed: Scalars['Money']['output'];
  paid: Scalars['Money']['output'];
  /** Newest first. */
  payments: Array<RoyaltyPayment>;
  paymentsCount: Scalars['Int']['output'];
  product?: Maybe<Product>;
  /** Null: Rest of World. */
  region?: Maybe<Region>;
  /** The region's name, or 'Rest of World'. */
  regionName: Scalars['String']['output'];
  reserve?: Maybe<RoyaltyReserve>;
  /** Revision the record is at; pass it back as expectedRevision when saving. */
  revision: Scalars['Int']['output'];
  /** Regular tiers first, then discount sets by discount; each group by start. */
  royaltyLineItems: Array<RoyaltyLineItem>;
  /** The TERMS column, e.g. "10.0% of net receipts, 15.0% of net receipts from 100 units". */
  termsSummary: Scalars['String']['output'];
};

/** A tier's category: 1 'units sold' (a regular tier), 2 'discount' (a tier of a discount set). */
export type RoyaltyCategory = {
  __typename?: 'RoyaltyCategory';
  id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type RoyaltyChangesInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  /** The tiers saved whole, under the same rules. */
  tiers?: InputMaybe<Array<RoyaltyLineItemInput>>;
};

/** A royalty's figures over every sale counted so far (the statement's life figures), from the royalty engine. */
export type RoyaltyFigures = {
  __typename?: 'RoyaltyFigures';
  credit: Scalars['Money']['output'];
  debit: Scalars['Money']['output'];
  expenses: Scalars['Money']['output'];
  revenue: Scalars['Money']['output'];
  units: Scalars['Int']['output'];
};

/**
 * A tier (the spec's royalty line item). In each group (regular tiers, each discount set) the first
 * starts at 0, each ends at the next one's start − 1, and the last runs to infinity.
 */
export type RoyaltyLineItem = {
  __typename?: 'RoyaltyLineItem';
  /** The rate, a percent with two decimals ("12.50"). */
  amount: Scalars['String']['output'];
  category: RoyaltyCategory;
  id: Scalars['ID']['output'];
  royaltyTerm: RoyaltyTerm;
  /** Null for the last tier of its group: it runs to infinity. */
  thresholdEnd?: Maybe<Scalars['Int']['output']>;
  thresholdStart: Scalars['Int']['output'];
  /** 'None' for regular tiers, else the discount percent of its set ("50.00"). */
  tierDiscount: Scalars['String']['output'];
};

export type RoyaltyLineItemChangesInput = {
  amount?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['Int']['input']>;
  royaltyTerm?: InputMaybe<Scalars['Int']['input']>;
  thresholdStart?: InputMaybe<Scalars['Int']['input']>;
  tierDiscount?: InputMaybe<Scalars['String']['input']>;
};

export type RoyaltyLineItemInput = {
  /** A percent from 0 to 100, up to two decimals. */
  amount: Scalars['String']['input'];
  /** 1 'units sold' (default), 2 'discount'. */
  category?: InputMaybe<Scalars['Int']['input']>;
  /** Kept when the tiers are saved whole (updateRoyalty); ignored otherwise. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 1-4 for regular tiers, 1-2 for discount tiers. */
  royaltyTerm: Scalars['Int']['input'];
  thresholdStart: Scalars['Int']['input'];
  /** The discount percent of a category 2 tier. */
  tierDiscount?: InputMaybe<Scalars['String']['input']>;
};

export type RoyaltyListParams = {
  creatorId?: InputMaybe<Scalars['ID']['input']>;
  /** The creator's payment type. */
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  productWorkId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<RoyaltySearchField>;
};

export type RoyaltyPage = {
  __typename?: 'RoyaltyPage';
  items: Array<Royalty>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type RoyaltyPayload = {
  __typename?: 'RoyaltyPayload';
  errors: Array<FieldError>;
  /** The royalty's id. */
  message?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Position']['output']>;
  royalty?: Maybe<Royalty>;
};

export type RoyaltyPayment = {
  __typename?: 'RoyaltyPayment';
  amount: Scalars['Money']['output'];
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastEditor?: Maybe<User>;
  /** A royalty payment method (the publisher's payment types). */
  method?: Maybe<LookupValue>;
  modified: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  royalty?: Maybe<Royalty>;
  sentDate: Scalars['String']['output'];
};

export type RoyaltyPaymentInput = {
  /** Decimal text greater than 0. */
  amount?: InputMaybe<Scalars['String']['input']>;
  methodId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD; today when empty. */
  sentDate?: InputMaybe<Scalars['String']['input']>;
};

export type RoyaltyPaymentListParams = {
  creatorId?: InputMaybe<Scalars['ID']['input']>;
  methodId?: InputMaybe<Scalars['ID']['input']>;
  royaltyId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchField?: InputMaybe<RoyaltyPaymentSearchField>;
};

export type RoyaltyPaymentPage = {
  __typename?: 'RoyaltyPaymentPage';
  items: Array<RoyaltyPayment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type RoyaltyPaymentPayload = {
  __typename?: 'RoyaltyPaymentPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  royaltyPayment?: Maybe<RoyaltyPayment>;
};

export type RoyaltyPaymentSearchField =
  | 'ALL'
  | 'CREATOR'
  | 'PRODUCT_TITLE'
  | 'ROYALTY_ID';

/**
 * A royalty's reserve against returns: a percent of each period's earnings, never above its cap,
 * released in full after `periods` periods ('full') or in equal parts over them ('parts').
 */
export type RoyaltyReserve = {
  __typename?: 'RoyaltyReserve';
  allowDigital: Scalars['Boolean']['output'];
  cap: Scalars['String']['output'];
  percent: Scalars['String']['output'];
  periods: Scalars['Int']['output'];
  release: Scalars['String']['output'];
};

export type RoyaltyReserveInput = {
  /** An ebook or audiobook carries a reserve only when this is true. */
  allowDigital?: InputMaybe<Scalars['Boolean']['input']>;
  /** 20 when not given. */
  cap?: InputMaybe<Scalars['String']['input']>;
  /** Percent of each period's earnings held, e.g. "10". */
  percent: Scalars['String']['input'];
  /** 2 when not given. */
  periods?: InputMaybe<Scalars['Int']['input']>;
  /** full (the default) or parts. */
  release?: InputMaybe<ReserveRelease>;
};

export type RoyaltySearchField =
  | 'ALL'
  | 'CREATOR_DISPLAY_NAME'
  | 'CREATOR_PAYMENT_NAME'
  | 'ISBN'
  | 'PRODUCT_TITLE';

/** A sent royalty statement: never changed once sent. */
export type RoyaltyStatement = {
  __typename?: 'RoyaltyStatement';
  advances: Array<StatementAdvance>;
  /** The event-store position its figures were computed at. */
  computedAt: Scalars['String']['output'];
  created: Scalars['String']['output'];
  creatorAddress: Array<Scalars['String']['output']>;
  creatorId: Scalars['ID']['output'];
  creatorName: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  /** The address it was emailed to; null when it was recorded without mailing. */
  emailedTo?: Maybe<Scalars['String']['output']>;
  endDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lines: Array<RoyaltyStatementLine>;
  /** Null on a statement sent before payouts were shown. */
  payout?: Maybe<StatementPayout>;
  /** Where its PDF is downloaded (GET, with the Authorization header). */
  pdfPath: Scalars['String']['output'];
  /** The products of its lines (the spec's productIds). */
  productIds: Array<Scalars['ID']['output']>;
  pubNote: Scalars['String']['output'];
  publisherName: Scalars['String']['output'];
  sentBy?: Maybe<User>;
  sentDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  totals: StatementFigures;
};

/**
 * The audit replay of a sent statement: computed again from the events up to its position (asSent
 * must match), and from every event now, with the events since that changed it.
 */
export type RoyaltyStatementAudit = {
  __typename?: 'RoyaltyStatementAudit';
  asNow: StatementNowComparison;
  asSent: StatementComparison;
  eventsRead: Scalars['Int']['output'];
  statement: RoyaltyStatement;
};

export type RoyaltyStatementLine = {
  __typename?: 'RoyaltyStatementLine';
  figures: StatementFigures;
  format?: Maybe<Scalars['String']['output']>;
  isbn?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  /** The royalty's region ('Rest of World' for none); null when the publisher does not sell by region. */
  region?: Maybe<Scalars['String']['output']>;
  royaltyId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type RoyaltyStatementPage = {
  __typename?: 'RoyaltyStatementPage';
  items: Array<RoyaltyStatement>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type RoyaltyStatementPayload = {
  __typename?: 'RoyaltyStatementPayload';
  /** Whether a mail was queued for it. */
  emailed: Scalars['Boolean']['output'];
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
  statement?: Maybe<RoyaltyStatement>;
};

/** A royalty term: 1 'of list price', 2 'of net receipts', 3 'of net profits', 4 'of true profits'. */
export type RoyaltyTerm = {
  __typename?: 'RoyaltyTerm';
  id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type SalespersonSales = {
  __typename?: 'SalespersonSales';
  amount: Scalars['Money']['output'];
  /** 'No Salesperson' for orders without one. */
  name: Scalars['String']['output'];
  /** Percent of the range's total, one decimal. */
  percent: Scalars['Float']['output'];
  salespersonId?: Maybe<Scalars['ID']['output']>;
};

/** A mail the outbox holds for this publisher, with how its delivery went. */
export type SentMail = {
  __typename?: 'SentMail';
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  requestedAt: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** queued, pending (being tried), sent, failed or expired. */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type SentMailPage = {
  __typename?: 'SentMailPage';
  items: Array<SentMail>;
  totalCount: Scalars['Int']['output'];
};

/** One sample of a service process and its host, in percent (memory of the process in MB). */
export type ServerSample = {
  __typename?: 'ServerSample';
  cpu: Scalars['Float']['output'];
  disk: Scalars['Float']['output'];
  memory: Scalars['Float']['output'];
  process: Scalars['String']['output'];
  processCpu: Scalars['Float']['output'];
  processMemoryMb: Scalars['Float']['output'];
  timestamp: Scalars['String']['output'];
};

export type SlowQuery = {
  __typename?: 'SlowQuery';
  executionTime: Scalars['Float']['output'];
  operationName: Scalars['String']['output'];
  timestamp: Scalars['String']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Platform staff signed in as a user of this publisher (an impersonation). */
export type StaffAccess = {
  __typename?: 'StaffAccess';
  ended?: Maybe<Scalars['String']['output']>;
  expires: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  staff?: Maybe<User>;
  started: Scalars['String']['output'];
  user?: Maybe<User>;
};

export type StaffActionPayload = {
  __typename?: 'StaffActionPayload';
  errors: Array<FieldError>;
  position?: Maybe<Scalars['Position']['output']>;
};

/** An advance on a statement, as of the period's end. */
export type StatementAdvance = {
  __typename?: 'StatementAdvance';
  advanceId: Scalars['ID']['output'];
  amount: Scalars['Money']['output'];
  name: Scalars['String']['output'];
  paid: Scalars['Money']['output'];
  /** Recouped in the period (negative when returns un-earned some). */
  recouped: Scalars['Money']['output'];
  recoupedLife: Scalars['Money']['output'];
  unrecouped: Scalars['Money']['output'];
};

export type StatementComparison = {
  __typename?: 'StatementComparison';
  /**
   * The advance and payout figures that differ from what was sent, each named by its section
   * ('advance "2026 contract": recoupedCents', 'payout: payableCents'); empty when they match.
   */
  ledgerDiffering: Array<Scalars['String']['output']>;
  lines: Array<AuditedStatementLine>;
  matches: Scalars['Boolean']['output'];
};

/** A statement's email: its subject and text. */
export type StatementEmail = {
  __typename?: 'StatementEmail';
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/**
 * A statement line's figures (the spec's statement info), from the royalty engine: the period's, the
 * life figures from the first sale to the period's end, what was paid by then, the reserve against
 * returns, the advances recouped, and the balance (lifeCredit − lifeDebit − reserve balance − recouped
 * to date − paid; negative when lifeDebit plus paid exceed what was earned). docs/royalties.md.
 */
export type StatementFigures = {
  __typename?: 'StatementFigures';
  balance: Scalars['Money']['output'];
  credit: Scalars['Money']['output'];
  debit: Scalars['Money']['output'];
  expenses: Scalars['Money']['output'];
  lifeCredit: Scalars['Money']['output'];
  lifeDebit: Scalars['Money']['output'];
  lifeExpenses: Scalars['Money']['output'];
  lifeRevenue: Scalars['Money']['output'];
  lifeUnits: Scalars['Int']['output'];
  paid: Scalars['Money']['output'];
  /** Advance recouped this period (negative when returns un-earn some). */
  recouped: Scalars['Money']['output'];
  recoupedLife: Scalars['Money']['output'];
  reserveBalance: Scalars['Money']['output'];
  reserveHeld: Scalars['Money']['output'];
  /** Earlier reserve paid out this period, net of the returns it covered. */
  reserveReleased: Scalars['Money']['output'];
  /** The period's returns met from the reserve rather than from what is payable. */
  reserveReturns: Scalars['Money']['output'];
  revenue: Scalars['Money']['output'];
  units: Scalars['Int']['output'];
};

export type StatementNowComparison = {
  __typename?: 'StatementNowComparison';
  changes: Array<StatementPastChange>;
  /**
   * The advance and payout figures that differ from what was sent, each named by its section
   * ('advance "2026 contract": recoupedCents', 'payout: payableCents'); empty when they match.
   */
  ledgerDiffering: Array<Scalars['String']['output']>;
  lines: Array<AuditedStatementLine>;
  matches: Scalars['Boolean']['output'];
  /** The newest event of the statement's facts. */
  position: Scalars['String']['output'];
};

/** An event appended after the statement that changed one of its figures. */
export type StatementPastChange = {
  __typename?: 'StatementPastChange';
  figures: Array<Scalars['String']['output']>;
  occurredAt: Scalars['String']['output'];
  position: Scalars['String']['output'];
  royaltyIds: Array<Scalars['ID']['output']>;
  streamId: Scalars['String']['output'];
  type: Scalars['String']['output'];
  user?: Maybe<User>;
};

/** What a statement pays: below the publisher's minimum payout a positive balance is carried forward. */
export type StatementPayout = {
  __typename?: 'StatementPayout';
  balance: Scalars['Money']['output'];
  carriedForward: Scalars['Money']['output'];
  minimumPayout: Scalars['Money']['output'];
  payable: Scalars['Money']['output'];
};

/** The signed-in user as a statement names them (the spec's user id, email and publisher user first name). */
export type StatementUser = {
  __typename?: 'StatementUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SystemPerformance = {
  __typename?: 'SystemPerformance';
  /** Each process's newest sample. */
  current: Array<ServerSample>;
  /** Averages over the range, in at most 200 time buckets. */
  history: Array<ServerSample>;
};

export type SystemStats = {
  __typename?: 'SystemStats';
  activePublishers: Scalars['Int']['output'];
  creators: Scalars['Int']['output'];
  customers: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  products: Scalars['Int']['output'];
  publishers: Scalars['Int']['output'];
  superusers: Scalars['Int']['output'];
  topPublishersByCreators: Array<PublisherCount>;
  topPublishersByCustomers: Array<PublisherCount>;
  topPublishersByOrders: Array<PublisherCount>;
  topPublishersByProducts: Array<PublisherCount>;
  users: Scalars['Int']['output'];
};

export type TopProductRow = {
  __typename?: 'TopProductRow';
  /** The first creator of the format, if any. */
  creator?: Maybe<Scalars['String']['output']>;
  format: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productWorkId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  totalAmount: Scalars['Money']['output'];
  unitsSold: Scalars['Int']['output'];
};

/** The dashboard's top-ten lists over a range. */
export type TopTen = {
  __typename?: 'TopTen';
  productsByProfit: Array<ProductProfit>;
  salespeople: Array<SalespersonSales>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  photoUrl?: Maybe<Scalars['String']['output']>;
};

/** A user's action (the spec's user activity): what, by whom, for which publisher, when and from where. */
export type UserActivity = {
  __typename?: 'UserActivity';
  actionDetails: Scalars['String']['output'];
  /**
   * login, product_created, creator_created, customer_created, order_created, expense_created,
   * royalty_created or royalty_payment_created.
   */
  actionType: Scalars['String']['output'];
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The staff member signed in as the user when it happened. */
  impersonatedBy?: Maybe<User>;
  ipAddress?: Maybe<Scalars['String']['output']>;
  publisher?: Maybe<PublisherSummary>;
  user?: Maybe<User>;
  userAgent?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountingMethod: AccountingMethod;
  Address: ResolverTypeWrapper<Address>;
  AddressCount: ResolverTypeWrapper<AddressCount>;
  AddressInput: AddressInput;
  AddressType: AddressType;
  Advance: ResolverTypeWrapper<Advance>;
  AdvanceInstalment: ResolverTypeWrapper<AdvanceInstalment>;
  AdvancePayload: ResolverTypeWrapper<AdvancePayload>;
  AuditedStatementLine: ResolverTypeWrapper<Omit<AuditedStatementLine, 'recomputed' | 'sent'> & { recomputed: ResolversTypes['StatementFigures'], sent: ResolversTypes['StatementFigures'] }>;
  AuthGroup: ResolverTypeWrapper<AuthGroup>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryAmount: ResolverTypeWrapper<CategoryAmount>;
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  ContactKind: ContactKind;
  ContactSupportPayload: ResolverTypeWrapper<ContactSupportPayload>;
  CreateAdvanceInput: CreateAdvanceInput;
  CreateCreatorInput: CreateCreatorInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateOrderInput: CreateOrderInput;
  CreateProductWorkPayload: ResolverTypeWrapper<Omit<CreateProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversTypes['ProductWork']> }>;
  CreateRoyaltyInput: CreateRoyaltyInput;
  CreateRoyaltyStatementInput: CreateRoyaltyStatementInput;
  Creator: ResolverTypeWrapper<CreatorRow>;
  CreatorChangesInput: CreatorChangesInput;
  CreatorListParams: CreatorListParams;
  CreatorPage: ResolverTypeWrapper<Omit<CreatorPage, 'items'> & { items: Array<ResolversTypes['Creator']> }>;
  CreatorPayload: ResolverTypeWrapper<Omit<CreatorPayload, 'creator'> & { creator?: Maybe<ResolversTypes['Creator']> }>;
  CreatorSearchField: CreatorSearchField;
  CreatorSortField: CreatorSortField;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<CustomerRow>;
  CustomerAmount: ResolverTypeWrapper<CustomerAmount>;
  CustomerChangesInput: CustomerChangesInput;
  CustomerListParams: CustomerListParams;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  CustomerPayload: ResolverTypeWrapper<Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  CustomerSearchField: CustomerSearchField;
  CustomerSortField: CustomerSortField;
  DailyCount: ResolverTypeWrapper<DailyCount>;
  DailyQueryTime: ResolverTypeWrapper<DailyQueryTime>;
  DailySeries: ResolverTypeWrapper<DailySeries>;
  DatabaseHealth: ResolverTypeWrapper<DatabaseHealth>;
  DatedAmount: ResolverTypeWrapper<DatedAmount>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DiscountType: DiscountType;
  Email: ResolverTypeWrapper<Email>;
  EmailCount: ResolverTypeWrapper<EmailCount>;
  Expense: ResolverTypeWrapper<ExpenseRow>;
  ExpenseInput: ExpenseInput;
  ExpenseListParams: ExpenseListParams;
  ExpensePage: ResolverTypeWrapper<Omit<ExpensePage, 'items'> & { items: Array<ResolversTypes['Expense']> }>;
  ExpensePayload: ResolverTypeWrapper<Omit<ExpensePayload, 'expense'> & { expense?: Maybe<ResolversTypes['Expense']> }>;
  ExpenseSearchField: ExpenseSearchField;
  ExpenseSortField: ExpenseSortField;
  FailedLoginAttempt: ResolverTypeWrapper<FailedLoginAttempt>;
  FailedLogins: ResolverTypeWrapper<FailedLogins>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FinancialSummary: ResolverTypeWrapper<FinancialSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormatRevenue: ResolverTypeWrapper<FormatRevenue>;
  FrequentQuery: ResolverTypeWrapper<FrequentQuery>;
  GraphqlPerformance: ResolverTypeWrapper<GraphqlPerformance>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Impersonation: ResolverTypeWrapper<Impersonation>;
  InactiveUser: ResolverTypeWrapper<InactiveUser>;
  InactiveUsers: ResolverTypeWrapper<InactiveUsers>;
  InactivityPeriod: InactivityPeriod;
  Inbox: ResolverTypeWrapper<Inbox>;
  InboxItem: ResolverTypeWrapper<InboxItem>;
  InboxPayload: ResolverTypeWrapper<InboxPayload>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LookupKind: LookupKind;
  LookupPayload: ResolverTypeWrapper<LookupPayload>;
  LookupValue: ResolverTypeWrapper<LookupValue>;
  Me: ResolverTypeWrapper<Me>;
  Measure: ResolverTypeWrapper<Measure>;
  MeasureInput: MeasureInput;
  MinimumPayoutPayload: ResolverTypeWrapper<MinimumPayoutPayload>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnboardingPayload: ResolverTypeWrapper<OnboardingPayload>;
  OnboardingStatus: ResolverTypeWrapper<OnboardingStatus>;
  OnixCode: ResolverTypeWrapper<OnixCode>;
  OnixCodeLists: ResolverTypeWrapper<OnixCodeLists>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderDetailsInput: OrderDetailsInput;
  OrderLine: ResolverTypeWrapper<OrderLineRow>;
  OrderLineInput: OrderLineInput;
  OrderLineUpdateInput: OrderLineUpdateInput;
  OrderListParams: OrderListParams;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderPayment: ResolverTypeWrapper<OrderPaymentRow>;
  OrderPaymentInput: OrderPaymentInput;
  OrderReturn: ResolverTypeWrapper<OrderReturnRow>;
  OrderReturnInput: OrderReturnInput;
  OrderReturnLine: ResolverTypeWrapper<OrderReturnLine>;
  OrderReturnLineInput: OrderReturnLineInput;
  OrderSortField: OrderSortField;
  Phone: ResolverTypeWrapper<Phone>;
  Position: ResolverTypeWrapper<Scalars['Position']['output']>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductAmount: ResolverTypeWrapper<ProductAmount>;
  ProductChoice: ResolverTypeWrapper<ProductChoice>;
  ProductCreator: ResolverTypeWrapper<ProductCreatorRow>;
  ProductCreatorInput: ProductCreatorInput;
  ProductInput: ProductInput;
  ProductListParams: ProductListParams;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductPlanUsage: ResolverTypeWrapper<ProductPlanUsage>;
  ProductProfit: ResolverTypeWrapper<ProductProfit>;
  ProductReportRow: ResolverTypeWrapper<ProductFiguresRow>;
  ProductReportSortField: ProductReportSortField;
  ProductReportTotals: ResolverTypeWrapper<ProductReportTotals>;
  ProductSearchField: ProductSearchField;
  ProductSortField: ProductSortField;
  ProductSummary: ResolverTypeWrapper<ProductSummaryRow>;
  ProductWork: ResolverTypeWrapper<ProductWorkRow>;
  ProductWorkCounts: ResolverTypeWrapper<ProductWorkCounts>;
  ProductWorkInput: ProductWorkInput;
  ProductWorkPayload: ResolverTypeWrapper<Omit<ProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversTypes['ProductWork']> }>;
  ProfileChangesInput: ProfileChangesInput;
  ProfilePayload: ResolverTypeWrapper<ProfilePayload>;
  ProfitLoss: ResolverTypeWrapper<Omit<ProfitLoss, 'revenueByProduct'> & { revenueByProduct: Array<ResolversTypes['ProductReportRow']> }>;
  ProjectionLag: ResolverTypeWrapper<ProjectionLag>;
  Publisher: ResolverTypeWrapper<Publisher>;
  PublisherActivity: ResolverTypeWrapper<PublisherActivity>;
  PublisherChangesInput: PublisherChangesInput;
  PublisherCount: ResolverTypeWrapper<PublisherCount>;
  PublisherInvitation: ResolverTypeWrapper<PublisherInvitation>;
  PublisherMembership: ResolverTypeWrapper<PublisherMembership>;
  PublisherPayload: ResolverTypeWrapper<PublisherPayload>;
  PublisherPlanPayload: ResolverTypeWrapper<PublisherPlanPayload>;
  PublisherSearchResult: ResolverTypeWrapper<PublisherSearchResult>;
  PublisherStats: ResolverTypeWrapper<PublisherStats>;
  PublisherSummary: ResolverTypeWrapper<PublisherSummary>;
  PublisherTeam: ResolverTypeWrapper<PublisherTeam>;
  PublisherUser: ResolverTypeWrapper<PublisherUser>;
  PublisherUserPayload: ResolverTypeWrapper<PublisherUserPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecentCustomer: ResolverTypeWrapper<RecentCustomer>;
  RecentProduct: ResolverTypeWrapper<RecentProduct>;
  RecentSignup: ResolverTypeWrapper<RecentSignup>;
  RecentSubscription: ResolverTypeWrapper<RecentSubscription>;
  Region: ResolverTypeWrapper<Region>;
  RegionPayload: ResolverTypeWrapper<RegionPayload>;
  RegionRevenue: ResolverTypeWrapper<RegionRevenue>;
  ReportPeriod: ReportPeriod;
  ReportRange: ResolverTypeWrapper<ReportRange>;
  ReportStats: ResolverTypeWrapper<ReportStats>;
  ReportingDashboard: ResolverTypeWrapper<ReportingDashboard>;
  ReserveRelease: ReserveRelease;
  RevenueExpenses: ResolverTypeWrapper<RevenueExpenses>;
  Role: Role;
  RoyaltiesForStatement: ResolverTypeWrapper<Omit<RoyaltiesForStatement, 'royalties'> & { royalties: Array<ResolversTypes['RoyaltyStatementLine']> }>;
  Royalty: ResolverTypeWrapper<RoyaltyRow>;
  RoyaltyCategory: ResolverTypeWrapper<RoyaltyCategory>;
  RoyaltyChangesInput: RoyaltyChangesInput;
  RoyaltyFigures: ResolverTypeWrapper<RoyaltyFigures>;
  RoyaltyLineItem: ResolverTypeWrapper<RoyaltyLineItem>;
  RoyaltyLineItemChangesInput: RoyaltyLineItemChangesInput;
  RoyaltyLineItemInput: RoyaltyLineItemInput;
  RoyaltyListParams: RoyaltyListParams;
  RoyaltyPage: ResolverTypeWrapper<Omit<RoyaltyPage, 'items'> & { items: Array<ResolversTypes['Royalty']> }>;
  RoyaltyPayload: ResolverTypeWrapper<Omit<RoyaltyPayload, 'royalty'> & { royalty?: Maybe<ResolversTypes['Royalty']> }>;
  RoyaltyPayment: ResolverTypeWrapper<RoyaltyPaymentRow>;
  RoyaltyPaymentInput: RoyaltyPaymentInput;
  RoyaltyPaymentListParams: RoyaltyPaymentListParams;
  RoyaltyPaymentPage: ResolverTypeWrapper<Omit<RoyaltyPaymentPage, 'items'> & { items: Array<ResolversTypes['RoyaltyPayment']> }>;
  RoyaltyPaymentPayload: ResolverTypeWrapper<Omit<RoyaltyPaymentPayload, 'royaltyPayment'> & { royaltyPayment?: Maybe<ResolversTypes['RoyaltyPayment']> }>;
  RoyaltyPaymentSearchField: RoyaltyPaymentSearchField;
  RoyaltyReserve: ResolverTypeWrapper<RoyaltyReserve>;
  RoyaltyReserveInput: RoyaltyReserveInput;
  RoyaltySearchField: RoyaltySearchField;
  RoyaltyStatement: ResolverTypeWrapper<RoyaltyStatementModel>;
  RoyaltyStatementAudit: ResolverTypeWrapper<RoyaltyStatementAuditModel>;
  RoyaltyStatementLine: ResolverTypeWrapper<RoyaltyStatementLineModel>;
  RoyaltyStatementPage: ResolverTypeWrapper<Omit<RoyaltyStatementPage, 'items'> & { items: Array<ResolversTypes['RoyaltyStatement']> }>;
  RoyaltyStatementPayload: ResolverTypeWrapper<Omit<RoyaltyStatementPayload, 'statement'> & { statement?: Maybe<ResolversTypes['RoyaltyStatement']> }>;
  RoyaltyTerm: ResolverTypeWrapper<RoyaltyTerm>;
  SalespersonSales: ResolverTypeWrapper<SalespersonSales>;
  SentMail: ResolverTypeWrapper<SentMail>;
  SentMailPage: ResolverTypeWrapper<SentMailPage>;
  ServerSample: ResolverTypeWrapper<ServerSample>;
  SlowQuery: ResolverTypeWrapper<SlowQuery>;
  SortDirection: SortDirection;
  StaffAccess: ResolverTypeWrapper<StaffAccess>;
  StaffActionPayload: ResolverTypeWrapper<StaffActionPayload>;
  StatementAdvance: ResolverTypeWrapper<StatementAdvance>;
  StatementComparison: ResolverTypeWrapper<Omit<StatementComparison, 'lines'> & { lines: Array<ResolversTypes['AuditedStatementLine']> }>;
  StatementEmail: ResolverTypeWrapper<StatementEmail>;
  StatementFigures: ResolverTypeWrapper<StatementFiguresModel>;
  StatementNowComparison: ResolverTypeWrapper<Omit<StatementNowComparison, 'changes' | 'lines'> & { changes: Array<ResolversTypes['StatementPastChange']>, lines: Array<ResolversTypes['AuditedStatementLine']> }>;
  StatementPastChange: ResolverTypeWrapper<PastChangeModel>;
  StatementPayout: ResolverTypeWrapper<StatementPayout>;
  StatementUser: ResolverTypeWrapper<StatementUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemPerformance: ResolverTypeWrapper<SystemPerformance>;
  SystemStats: ResolverTypeWrapper<SystemStats>;
  TopProductRow: ResolverTypeWrapper<TopProductRow>;
  TopTen: ResolverTypeWrapper<TopTen>;
  User: ResolverTypeWrapper<User>;
  UserActivity: ResolverTypeWrapper<UserActivity>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressCount: AddressCount;
  AddressInput: AddressInput;
  Advance: Advance;
  AdvanceInstalment: AdvanceInstalment;
  AdvancePayload: AdvancePayload;
  AuditedStatementLine: Omit<AuditedStatementLine, 'recomputed' | 'sent'> & { recomputed: ResolversParentTypes['StatementFigures'], sent: ResolversParentTypes['StatementFigures'] };
  AuthGroup: AuthGroup;
  Boolean: Scalars['Boolean']['output'];
  CategoryAmount: CategoryAmount;
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  ContactSupportPayload: ContactSupportPayload;
  CreateAdvanceInput: CreateAdvanceInput;
  CreateCreatorInput: CreateCreatorInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateOrderInput: CreateOrderInput;
  CreateProductWorkPayload: Omit<CreateProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversParentTypes['ProductWork']> };
  CreateRoyaltyInput: CreateRoyaltyInput;
  CreateRoyaltyStatementInput: CreateRoyaltyStatementInput;
  Creator: CreatorRow;
  CreatorChangesInput: CreatorChangesInput;
  CreatorListParams: CreatorListParams;
  CreatorPage: Omit<CreatorPage, 'items'> & { items: Array<ResolversParentTypes['Creator']> };
  CreatorPayload: Omit<CreatorPayload, 'creator'> & { creator?: Maybe<ResolversParentTypes['Creator']> };
  Currency: Currency;
  Customer: CustomerRow;
  CustomerAmount: CustomerAmount;
  CustomerChangesInput: CustomerChangesInput;
  CustomerListParams: CustomerListParams;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  CustomerPayload: Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  DailyCount: DailyCount;
  DailyQueryTime: DailyQueryTime;
  DailySeries: DailySeries;
  DatabaseHealth: DatabaseHealth;
  DatedAmount: DatedAmount;
  DeletePayload: DeletePayload;
  Email: Email;
  EmailCount: EmailCount;
  Expense: ExpenseRow;
  ExpenseInput: ExpenseInput;
  ExpenseListParams: ExpenseListParams;
  ExpensePage: Omit<ExpensePage, 'items'> & { items: Array<ResolversParentTypes['Expense']> };
  ExpensePayload: Omit<ExpensePayload, 'expense'> & { expense?: Maybe<ResolversParentTypes['Expense']> };
  FailedLoginAttempt: FailedLoginAttempt;
  FailedLogins: FailedLogins;
  FieldError: FieldError;
  FinancialSummary: FinancialSummary;
  Float: Scalars['Float']['output'];
  FormatRevenue: FormatRevenue;
  FrequentQuery: FrequentQuery;
  GraphqlPerformance: GraphqlPerformance;
  ID: Scalars['ID']['output'];
  Impersonation: Impersonation;
  InactiveUser: InactiveUser;
  InactiveUsers: InactiveUsers;
  Inbox: Inbox;
  InboxItem: InboxItem;
  InboxPayload: InboxPayload;
  Int: Scalars['Int']['output'];
  LookupPayload: LookupPayload;
  LookupValue: LookupValue;
  Me: Me;
  Measure: Measure;
  MeasureInput: MeasureInput;
  MinimumPayoutPayload: MinimumPayoutPayload;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  OnboardingPayload: OnboardingPayload;
  OnboardingStatus: OnboardingStatus;
  OnixCode: OnixCode;
  OnixCodeLists: OnixCodeLists;
  Order: OrderRow;
  OrderDetailsInput: OrderDetailsInput;
  OrderLine: OrderLineRow;
  OrderLineInput: OrderLineInput;
  OrderLineUpdateInput: OrderLineUpdateInput;
  OrderListParams: OrderListParams;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderPayment: OrderPaymentRow;
  OrderPaymentInput: OrderPaymentInput;
  OrderReturn: OrderReturnRow;
  OrderReturnInput: OrderReturnInput;
  OrderReturnLine: OrderReturnLine;
  OrderReturnLineInput: OrderReturnLineInput;
  Phone: Phone;
  Position: Scalars['Position']['output'];
  Product: ProductRow;
  ProductAmount: ProductAmount;
  ProductChoice: ProductChoice;
  ProductCreator: ProductCreatorRow;
  ProductCreatorInput: ProductCreatorInput;
  ProductInput: ProductInput;
  ProductListParams: ProductListParams;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductPlanUsage: ProductPlanUsage;
  ProductProfit: ProductProfit;
  ProductReportRow: ProductFiguresRow;
  ProductReportTotals: ProductReportTotals;
  ProductSummary: ProductSummaryRow;
  ProductWork: ProductWorkRow;
  ProductWorkCounts: ProductWorkCounts;
  ProductWorkInput: ProductWorkInput;
  ProductWorkPayload: Omit<ProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversParentTypes['ProductWork']> };
  ProfileChangesInput: ProfileChangesInput;
  ProfilePayload: ProfilePayload;
  ProfitLoss: Omit<ProfitLoss, 'revenueByProduct'> & { revenueByProduct: Array<ResolversParentTypes['ProductReportRow']> };
  ProjectionLag: ProjectionLag;
  Publisher: Publisher;
  PublisherActivity: PublisherActivity;
  PublisherChangesInput: PublisherChangesInput;
  PublisherCount: PublisherCount;
  PublisherInvitation: PublisherInvitation;
  PublisherMembership: PublisherMembership;
  PublisherPayload: PublisherPayload;
  PublisherPlanPayload: PublisherPlanPayload;
  PublisherSearchResult: PublisherSearchResult;
  PublisherStats: PublisherStats;
  PublisherSummary: PublisherSummary;
  PublisherTeam: PublisherTeam;
  PublisherUser: PublisherUser;
  PublisherUserPayload: PublisherUserPayload;
  Query: Record<PropertyKey, never>;
  RecentCustomer: RecentCustomer;
  RecentProduct: RecentProduct;
  RecentSignup: RecentSignup;
  RecentSubscription: RecentSubscription;
  Region: Region;
  RegionPayload: RegionPayload;
  RegionRevenue: RegionRevenue;
  ReportRange: ReportRange;
  ReportStats: ReportStats;
  ReportingDashboard: ReportingDashboard;
  RevenueExpenses: RevenueExpenses;
  RoyaltiesForStatement: Omit<RoyaltiesForStatement, 'royalties'> & { royalties: Array<ResolversParentTypes['RoyaltyStatementLine']> };
  Royalty: RoyaltyRow;
  RoyaltyCategory: RoyaltyCategory;
  RoyaltyChangesInput: RoyaltyChangesInput;
  RoyaltyFigures: RoyaltyFigures;
  RoyaltyLineItem: RoyaltyLineItem;
  RoyaltyLineItemChangesInput: RoyaltyLineItemChangesInput;
  RoyaltyLineItemInput: RoyaltyLineItemInput;
  RoyaltyListParams: RoyaltyListParams;
  RoyaltyPage: Omit<RoyaltyPage, 'items'> & { items: Array<ResolversParentTypes['Royalty']> };
  RoyaltyPayload: Omit<RoyaltyPayload, 'royalty'> & { royalty?: Maybe<ResolversParentTypes['Royalty']> };
  RoyaltyPayment: RoyaltyPaymentRow;
  RoyaltyPaymentInput: RoyaltyPaymentInput;
  RoyaltyPaymentListParams: RoyaltyPaymentListParams;
  RoyaltyPaymentPage: Omit<RoyaltyPaymentPage, 'items'> & { items: Array<ResolversParentTypes['RoyaltyPayment']> };
  RoyaltyPaymentPayload: Omit<RoyaltyPaymentPayload, 'royaltyPayment'> & { royaltyPayment?: Maybe<ResolversParentTypes['RoyaltyPayment']> };
  RoyaltyReserve: RoyaltyReserve;
  RoyaltyReserveInput: RoyaltyReserveInput;
  RoyaltyStatement: RoyaltyStatementModel;
  RoyaltyStatementAudit: RoyaltyStatementAuditModel;
  RoyaltyStatementLine: RoyaltyStatementLineModel;
  RoyaltyStatementPage: Omit<RoyaltyStatementPage, 'items'> & { items: Array<ResolversParentTypes['RoyaltyStatement']> };
  RoyaltyStatementPayload: Omit<RoyaltyStatementPayload, 'statement'> & { statement?: Maybe<ResolversParentTypes['RoyaltyStatement']> };
  RoyaltyTerm: RoyaltyTerm;
  SalespersonSales: SalespersonSales;
  SentMail: SentMail;
  SentMailPage: SentMailPage;
  ServerSample: ServerSample;
  SlowQuery: SlowQuery;
  StaffAccess: StaffAccess;
  StaffActionPayload: StaffActionPayload;
  StatementAdvance: StatementAdvance;
  StatementComparison: Omit<StatementComparison, 'lines'> & { lines: Array<ResolversParentTypes['AuditedStatementLine']> };
  StatementEmail: StatementEmail;
  StatementFigures: StatementFiguresModel;
  StatementNowComparison: Omit<StatementNowComparison, 'changes' | 'lines'> & { changes: Array<ResolversParentTypes['StatementPastChange']>, lines: Array<ResolversParentTypes['AuditedStatementLine']> };
  StatementPastChange: PastChangeModel;
  StatementPayout: StatementPayout;
  StatementUser: StatementUser;
  String: Scalars['String']['output'];
  SystemPerformance: SystemPerformance;
  SystemStats: SystemStats;
  TopProductRow: TopProductRow;
  TopTen: TopTen;
  User: User;
  UserActivity: UserActivity;
};

export type AddressResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressType?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stateOrRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressCountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['AddressCount'] = ResolversParentTypes['AddressCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdvanceResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Advance'] = ResolversParentTypes['Advance']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creatorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalments?: Resolver<Array<ResolversTypes['AdvanceInstalment']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  royaltyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unrecouped?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unrecoupedAsOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdvanceInstalmentResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['AdvanceInstalment'] = ResolversParentTypes['AdvanceInstalment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdvancePayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['AdvancePayload'] = ResolversParentTypes['AdvancePayload']> = {
  advance?: Resolver<Maybe<ResolversTypes['Advance']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type AuditedStatementLineResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['AuditedStatementLine'] = ResolversParentTypes['AuditedStatementLine']> = {
  differing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recomputed?: Resolver<ResolversTypes['StatementFigures'], ParentType, ContextType>;
  royaltyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['StatementFigures'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthGroupResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['AuthGroup'] = ResolversParentTypes['AuthGroup']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type CategoryAmountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CategoryAmount'] = ResolversParentTypes['CategoryAmount']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ContactSupportPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ContactSupportPayload'] = ResolversParentTypes['ContactSupportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type CreateProductWorkPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CreateProductWorkPayload'] = ResolversParentTypes['CreateProductWorkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  productWork?: Resolver<Maybe<ResolversTypes['ProductWork']>, ParentType, ContextType>;
};

export type CreatorResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Creator'] = ResolversParentTypes['Creator']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  biography?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['Email']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  photoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  residence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatorPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CreatorPage'] = ResolversParentTypes['CreatorPage']> = {
  items?: Resolver<Array<ResolversTypes['Creator']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreatorPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CreatorPayload'] = ResolversParentTypes['CreatorPayload']> = {
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerClass?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['Email']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfBusiness?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentTerms?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerAmountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CustomerAmount'] = ResolversParentTypes['CustomerAmount']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type DailyCountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DailyCount'] = ResolversParentTypes['DailyCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DailyQueryTimeResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DailyQueryTime'] = ResolversParentTypes['DailyQueryTime']> = {
  avgTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DailySeriesResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DailySeries'] = ResolversParentTypes['DailySeries']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['DatedAmount']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type DatabaseHealthResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DatabaseHealth'] = ResolversParentTypes['DatabaseHealth']> = {
  connections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  head?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projections?: Resolver<Array<ResolversTypes['ProjectionLag']>, ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DatedAmountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DatedAmount'] = ResolversParentTypes['DatedAmount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeletePayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type EmailResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Email'] = ResolversParentTypes['Email']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailCountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['EmailCount'] = ResolversParentTypes['EmailCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Expense'] = ResolversParentTypes['Expense']> = {
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expenseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductSummary']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpensePageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ExpensePage'] = ResolversParentTypes['ExpensePage']> = {
  items?: Resolver<Array<ResolversTypes['Expense']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpensePayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ExpensePayload'] = ResolversParentTypes['ExpensePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  expense?: Resolver<Maybe<ResolversTypes['Expense']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type FailedLoginAttemptResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FailedLoginAttempt'] = ResolversParentTypes['FailedLoginAttempt']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FailedLoginsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FailedLogins'] = ResolversParentTypes['FailedLogins']> = {
  attemptsByEmail?: Resolver<Array<ResolversTypes['EmailCount']>, ParentType, ContextType>;
  attemptsByIp?: Resolver<Array<ResolversTypes['AddressCount']>, ParentType, ContextType>;
  dailyAttempts?: Resolver<Array<ResolversTypes['DailyCount']>, ParentType, ContextType>;
  recentAttempts?: Resolver<Array<ResolversTypes['FailedLoginAttempt']>, ParentType, ContextType>;
  totalAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancialSummaryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FinancialSummary'] = ResolversParentTypes['FinancialSummary']> = {
  expenseRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grossRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netProfit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  operatingMargin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalExpenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type FormatRevenueResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FormatRevenue'] = ResolversParentTypes['FormatRevenue']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FrequentQueryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FrequentQuery'] = ResolversParentTypes['FrequentQuery']> = {
  avgTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GraphqlPerformanceResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['GraphqlPerformance'] = ResolversParentTypes['GraphqlPerformance']> = {
  dailyAverages?: Resolver<Array<ResolversTypes['DailyQueryTime']>, ParentType, ContextType>;
  mostFrequentQueries?: Resolver<Array<ResolversTypes['FrequentQuery']>, ParentType, ContextType>;
  slowestQueries?: Resolver<Array<ResolversTypes['SlowQuery']>, ParentType, ContextType>;
};

export type ImpersonationResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Impersonation'] = ResolversParentTypes['Impersonation']> = {
  expires?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type InactiveUserResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['InactiveUser'] = ResolversParentTypes['InactiveUser']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['PublisherSummary']>, ParentType, ContextType>;
};

export type InactiveUsersResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['InactiveUsers'] = ResolversParentTypes['InactiveUsers']> = {
  items?: Resolver<Array<ResolversTypes['InactiveUser']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Inbox'] = ResolversParentTypes['Inbox']> = {
  inboxDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InboxItem']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxItemResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['InboxItem'] = ResolversParentTypes['InboxItem']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InboxPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['InboxPayload'] = ResolversParentTypes['InboxPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  inbox?: Resolver<Maybe<ResolversTypes['Inbox']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type LookupPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['LookupPayload'] = ResolversParentTypes['LookupPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type LookupValueResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['LookupValue'] = ResolversParentTypes['LookupValue']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  publisher?: Resolver<ResolversTypes['Publisher'], ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['Publisher']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MeasureResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = {
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MinimumPayoutPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['MinimumPayoutPayload'] = ResolversParentTypes['MinimumPayoutPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  minimumPayout?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changePublisherMinimumPayout?: Resolver<ResolversTypes['MinimumPayoutPayload'], ParentType, ContextType, RequireFields<MutationChangePublisherMinimumPayoutArgs, 'minimumPayout'>>;
  changePublisherPlan?: Resolver<ResolversTypes['PublisherPlanPayload'], ParentType, ContextType, RequireFields<MutationChangePublisherPlanArgs, 'plan'>>;
  contactPublisher?: Resolver<ResolversTypes['StaffActionPayload'], ParentType, ContextType, RequireFields<MutationContactPublisherArgs, 'message' | 'publisherId'>>;
  contactSupport?: Resolver<ResolversTypes['ContactSupportPayload'], ParentType, ContextType, RequireFields<MutationContactSupportArgs, 'message'>>;
  createAdvance?: Resolver<ResolversTypes['AdvancePayload'], ParentType, ContextType, RequireFields<MutationCreateAdvanceArgs, 'input'>>;
  createCreator?: Resolver<ResolversTypes['CreatorPayload'], ParentType, ContextType, RequireFields<MutationCreateCreatorArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerClass?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerClassArgs, 'value'>>;
  createExpense?: Resolver<ResolversTypes['ExpensePayload'], ParentType, ContextType, RequireFields<MutationCreateExpenseArgs, 'input'>>;
  createExpenseCategory?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateExpenseCategoryArgs, 'value'>>;
  createImprint?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateImprintArgs, 'value'>>;
  createOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createOrderPayment?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderPaymentArgs, 'orderId' | 'payment'>>;
  createOrderStatus?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderStatusArgs, 'value'>>;
  createPaymentTerm?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentTermArgs, 'value'>>;
  createPaymentType?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentTypeArgs, 'value'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input' | 'productWorkId'>>;
  createProductCreator?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductCreatorArgs, 'creator' | 'onixContributorCode' | 'product'>>;
  createProductWorkAndFormat?: Resolver<ResolversTypes['CreateProductWorkPayload'], ParentType, ContextType, RequireFields<MutationCreateProductWorkAndFormatArgs, 'productInput' | 'productWorkInput'>>;
  createRegion?: Resolver<ResolversTypes['RegionPayload'], ParentType, ContextType, RequireFields<MutationCreateRegionArgs, 'countries' | 'name'>>;
  createRoyalty?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationCreateRoyaltyArgs, 'input'>>;
  createRoyaltyLineItem?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationCreateRoyaltyLineItemArgs, 'royaltyId' | 'royaltyItem'>>;
  createRoyaltyPayment?: Resolver<ResolversTypes['RoyaltyPaymentPayload'], ParentType, ContextType, RequireFields<MutationCreateRoyaltyPaymentArgs, 'payment' | 'royaltyId'>>;
  createRoyaltyStatement?: Resolver<ResolversTypes['RoyaltyStatementPayload'], ParentType, ContextType, RequireFields<MutationCreateRoyaltyStatementArgs, 'input'>>;
  createSalesperson?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateSalespersonArgs, 'value'>>;
  createSeries?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateSeriesArgs, 'value'>>;
  createShippingType?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateShippingTypeArgs, 'value'>>;
  deleteAdvance?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteAdvanceArgs, 'id'>>;
  deleteCreator?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCreatorArgs, 'id'>>;
  deleteCustomer?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteExpense?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteExpenseArgs, 'id'>>;
  deleteLookupValue?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteLookupValueArgs, 'id' | 'kind'>>;
  deleteOrder?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  deleteOrderPayment?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderPaymentArgs, 'id' | 'orderId'>>;
  deleteOrderReturn?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderReturnArgs, 'id' | 'orderId'>>;
  deleteProduct?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductCreator?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductCreatorArgs, 'id'>>;
  deletePublisher?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePublisherArgs, 'confirmation' | 'id'>>;
  deletePublisherUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePublisherUserArgs, 'id'>>;
  deleteRegion?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRegionArgs, 'id'>>;
  deleteRoyalty?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRoyaltyArgs, 'id'>>;
  deleteRoyaltyLineItem?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationDeleteRoyaltyLineItemArgs, 'id' | 'royaltyId'>>;
  deleteRoyaltyPayment?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRoyaltyPaymentArgs, 'id'>>;
  markInboxRead?: Resolver<ResolversTypes['InboxPayload'], ParentType, ContextType>;
  payAdvance?: Resolver<ResolversTypes['AdvancePayload'], ParentType, ContextType, RequireFields<MutationPayAdvanceArgs, 'advanceId' | 'amount'>>;
  recordOrderReturn?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationRecordOrderReturnArgs, 'orderId' | 'orderReturn'>>;
  resetPublisherPassword?: Resolver<ResolversTypes['StaffActionPayload'], ParentType, ContextType, RequireFields<MutationResetPublisherPasswordArgs, 'publisherId'>>;
  setRoyaltyReserve?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationSetRoyaltyReserveArgs, 'royaltyId'>>;
  updateCreator?: Resolver<ResolversTypes['CreatorPayload'], ParentType, ContextType, RequireFields<MutationUpdateCreatorArgs, 'id'>>;
  updateCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id'>>;
  updateExpense?: Resolver<ResolversTypes['ExpensePayload'], ParentType, ContextType, RequireFields<MutationUpdateExpenseArgs, 'changed' | 'id'>>;
  updateLookupValue?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationUpdateLookupValueArgs, 'id' | 'kind' | 'value'>>;
  updateOnboardingStatus?: Resolver<ResolversTypes['OnboardingPayload'], ParentType, ContextType>;
  updateOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id'>>;
  updateOrderPayment?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderPaymentArgs, 'changed' | 'id' | 'orderId'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id'>>;
  updateProductWork?: Resolver<ResolversTypes['ProductWorkPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductWorkArgs, 'id' | 'input'>>;
  updatePublisher?: Resolver<ResolversTypes['PublisherPayload'], ParentType, ContextType, RequireFields<MutationUpdatePublisherArgs, 'changed' | 'id'>>;
  updatePublisherSalesRegionSetting?: Resolver<ResolversTypes['PublisherPayload'], ParentType, ContextType, RequireFields<MutationUpdatePublisherSalesRegionSettingArgs, 'enable'>>;
  updatePublisherUser?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdatePublisherUserArgs, 'changed' | 'id'>>;
  updateRegion?: Resolver<ResolversTypes['RegionPayload'], ParentType, ContextType, RequireFields<MutationUpdateRegionArgs, 'countries' | 'id' | 'name'>>;
  updateRoyalty?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationUpdateRoyaltyArgs, 'changed' | 'id'>>;
  updateRoyaltyLineItem?: Resolver<ResolversTypes['RoyaltyPayload'], ParentType, ContextType, RequireFields<MutationUpdateRoyaltyLineItemArgs, 'changed' | 'id' | 'royaltyId'>>;
  updateRoyaltyPayment?: Resolver<ResolversTypes['RoyaltyPaymentPayload'], ParentType, ContextType, RequireFields<MutationUpdateRoyaltyPaymentArgs, 'changed' | 'id'>>;
  updateUser?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'changed' | 'id'>>;
  updateUserRole?: Resolver<ResolversTypes['PublisherUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'id' | 'role'>>;
};

export type OnboardingPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OnboardingPayload'] = ResolversParentTypes['OnboardingPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OnboardingStatus']>, ParentType, ContextType>;
};

export type OnboardingStatusResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OnboardingStatus'] = ResolversParentTypes['OnboardingStatus']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OnixCodeResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OnixCode'] = ResolversParentTypes['OnixCode']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnixCodeListsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OnixCodeLists'] = ResolversParentTypes['OnixCodeLists']> = {
  audiences?: Resolver<Array<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  contributorRoles?: Resolver<Array<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  productFormDetails?: Resolver<Array<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  productForms?: Resolver<Array<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  publishingStatuses?: Resolver<Array<ResolversTypes['OnixCode']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backordered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fullyPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  orderEmail?: Resolver<Maybe<ResolversTypes['Email']>, ParentType, ContextType>;
  orderPhone?: Resolver<Maybe<ResolversTypes['Phone']>, ParentType, ContextType>;
  orderStatus?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTerm?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  paymentsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  poNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesperson?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  shipDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingType?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  calcPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryShort?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductSummary']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  credit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderReturnLine']>, ParentType, ContextType>;
  memo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderReturnLineResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['OrderReturnLine'] = ResolversParentTypes['OrderReturnLine']> = {
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface PositionScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Position'], any> {
  name: 'Position';
}

export type ProductResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  audience?: Resolver<Maybe<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  audienceDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bisac?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cartonQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  comps?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['OnixCode'], ParentType, ContextType>;
  formatDetail?: Resolver<Maybe<ResolversTypes['OnixCode']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasShippingCharges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Measure']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interiorImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isbn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keySellingPoints?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfPrint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productCreators?: Resolver<Array<ResolversTypes['ProductCreator']>, ParentType, ContextType>;
  productWork?: Resolver<ResolversTypes['ProductWork'], ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OnixCode'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thickness?: Resolver<Maybe<ResolversTypes['Measure']>, ParentType, ContextType>;
  tracksInventory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Measure']>, ParentType, ContextType>;
  wholesalePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Measure']>, ParentType, ContextType>;
};

export type ProductAmountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductAmount'] = ResolversParentTypes['ProductAmount']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductChoiceResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductChoice'] = ResolversParentTypes['ProductChoice']> = {
  formatType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCreatorResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductCreator'] = ResolversParentTypes['ProductCreator']> = {
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  onixContributorCode?: Resolver<ResolversTypes['OnixCode'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductPlanUsageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductPlanUsage'] = ResolversParentTypes['ProductPlanUsage']> = {
  createBlockedMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductProfitResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductProfit'] = ResolversParentTypes['ProductProfit']> = {
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  formatName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productWorkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReportRowResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductReportRow'] = ResolversParentTypes['ProductReportRow']> = {
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  formatType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyProfitLoss?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productWorkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  profitMargin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductReportTotalsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductReportTotals'] = ResolversParentTypes['ProductReportTotals']> = {
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSummaryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductSummary'] = ResolversParentTypes['ProductSummary']> = {
  formatCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isbn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productWorkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracksInventory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductWorkResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductWork'] = ResolversParentTypes['ProductWork']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imprint?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductWorkCountsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductWorkCounts'] = ResolversParentTypes['ProductWorkCounts']> = {
  expensesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  royaltiesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductWorkPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProductWorkPayload'] = ResolversParentTypes['ProductWorkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  productWork?: Resolver<Maybe<ResolversTypes['ProductWork']>, ParentType, ContextType>;
};

export type ProfilePayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProfilePayload'] = ResolversParentTypes['ProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ProfitLossResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProfitLoss'] = ResolversParentTypes['ProfitLoss']> = {
  chosenProducts?: Resolver<Array<ResolversTypes['ProductChoice']>, ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expensesByCategory?: Resolver<Array<ResolversTypes['CategoryAmount']>, ParentType, ContextType>;
  netProfit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTotals?: Resolver<ResolversTypes['ProductReportTotals'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenueByProduct?: Resolver<Array<ResolversTypes['ProductReportRow']>, ParentType, ContextType>;
  timePeriod?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectionLagResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ProjectionLag'] = ResolversParentTypes['ProjectionLag']> = {
  checkpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventsBehind?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublisherResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Publisher'] = ResolversParentTypes['Publisher']> = {
  accountingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billingActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  enableSalesByRegion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  renewalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublisherActivityResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherActivity'] = ResolversParentTypes['PublisherActivity']> = {
  lastActivity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastActivityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PublisherCountResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherCount'] = ResolversParentTypes['PublisherCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
};

export type PublisherInvitationResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherInvitation'] = ResolversParentTypes['PublisherInvitation']> = {
  authGroupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type PublisherMembershipResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherMembership'] = ResolversParentTypes['PublisherMembership']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type PublisherPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherPayload'] = ResolversParentTypes['PublisherPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['Publisher']>, ParentType, ContextType>;
};

export type PublisherPlanPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherPlanPayload'] = ResolversParentTypes['PublisherPlanPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['Publisher']>, ParentType, ContextType>;
};

export type PublisherSearchResultResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherSearchResult'] = ResolversParentTypes['PublisherSearchResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublisherStatsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherStats'] = ResolversParentTypes['PublisherStats']> = {
  firstSignedUp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActivityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
  totalCreators?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCustomers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublisherSummaryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherSummary'] = ResolversParentTypes['PublisherSummary']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublisherTeamResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherTeam'] = ResolversParentTypes['PublisherTeam']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['PublisherInvitation']>, ParentType, ContextType>;
  maxTeamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AuthGroup']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['PublisherUser']>, ParentType, ContextType>;
};

export type PublisherUserResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherUser'] = ResolversParentTypes['PublisherUser']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PublisherUserPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['PublisherUserPayload'] = ResolversParentTypes['PublisherUserPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PublisherUser']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  advances?: Resolver<Maybe<Array<ResolversTypes['Advance']>>, ParentType, ContextType, RequireFields<QueryAdvancesArgs, 'creatorId'>>;
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType, RequireFields<QueryCreatorArgs, 'id'>>;
  creators?: Resolver<ResolversTypes['CreatorPage'], ParentType, ContextType, RequireFields<QueryCreatorsArgs, 'page'>>;
  currentImpersonation?: Resolver<Maybe<ResolversTypes['Impersonation']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerClasses?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page'>>;
  databaseHealth?: Resolver<ResolversTypes['DatabaseHealth'], ParentType, ContextType>;
  expense?: Resolver<Maybe<ResolversTypes['Expense']>, ParentType, ContextType, RequireFields<QueryExpenseArgs, 'id'>>;
  expenseCategories?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['ExpensePage'], ParentType, ContextType, RequireFields<QueryExpensesArgs, 'page'>>;
  expensesByDate?: Resolver<ResolversTypes['DailySeries'], ParentType, ContextType, RequireFields<QueryExpensesByDateArgs, 'endDate' | 'startDate'>>;
  failedLogins?: Resolver<ResolversTypes['FailedLogins'], ParentType, ContextType, RequireFields<QueryFailedLoginsArgs, 'days'>>;
  graphqlPerformance?: Resolver<ResolversTypes['GraphqlPerformance'], ParentType, ContextType, RequireFields<QueryGraphqlPerformanceArgs, 'days'>>;
  grossSalesByDate?: Resolver<ResolversTypes['DailySeries'], ParentType, ContextType, RequireFields<QueryGrossSalesByDateArgs, 'endDate' | 'startDate'>>;
  imprints?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  inactiveUsers?: Resolver<ResolversTypes['InactiveUsers'], ParentType, ContextType, RequireFields<QueryInactiveUsersArgs, 'page' | 'period'>>;
  inbox?: Resolver<ResolversTypes['Inbox'], ParentType, ContextType>;
  isSuperuser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  minimumPayout?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netSalesByDate?: Resolver<ResolversTypes['DailySeries'], ParentType, ContextType, RequireFields<QueryNetSalesByDateArgs, 'endDate' | 'startDate'>>;
  onixCodeLists?: Resolver<ResolversTypes['OnixCodeLists'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderStatuses?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page'>>;
  paymentTerms?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productPlanUsage?: Resolver<ResolversTypes['ProductPlanUsage'], ParentType, ContextType>;
  productWork?: Resolver<Maybe<ResolversTypes['ProductWork']>, ParentType, ContextType, RequireFields<QueryProductWorkArgs, 'id'>>;
  productWorkCounts?: Resolver<Maybe<ResolversTypes['ProductWorkCounts']>, ParentType, ContextType, RequireFields<QueryProductWorkCountsArgs, 'productWorkId'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page'>>;
  profitLoss?: Resolver<ResolversTypes['ProfitLoss'], ParentType, ContextType, RequireFields<QueryProfitLossArgs, 'page' | 'sortDirection' | 'sortField'>>;
  publisherOnboardingStatus?: Resolver<ResolversTypes['OnboardingStatus'], ParentType, ContextType>;
  publisherStats?: Resolver<ResolversTypes['PublisherStats'], ParentType, ContextType, RequireFields<QueryPublisherStatsArgs, 'publisherId'>>;
  publisherUsers?: Resolver<ResolversTypes['PublisherTeam'], ParentType, ContextType>;
  recentCustomers?: Resolver<Array<ResolversTypes['RecentCustomer']>, ParentType, ContextType, RequireFields<QueryRecentCustomersArgs, 'limit'>>;
  recentProducts?: Resolver<Array<ResolversTypes['RecentProduct']>, ParentType, ContextType, RequireFields<QueryRecentProductsArgs, 'limit'>>;
  recentPublisherActivity?: Resolver<Array<ResolversTypes['PublisherActivity']>, ParentType, ContextType, RequireFields<QueryRecentPublisherActivityArgs, 'limit'>>;
  recentSignups?: Resolver<Array<ResolversTypes['RecentSignup']>, ParentType, ContextType, RequireFields<QueryRecentSignupsArgs, 'limit'>>;
  recentSubscriptions?: Resolver<Array<ResolversTypes['RecentSubscription']>, ParentType, ContextType, RequireFields<QueryRecentSubscriptionsArgs, 'limit'>>;
  recentVisitors?: Resolver<Array<ResolversTypes['UserActivity']>, ParentType, ContextType, RequireFields<QueryRecentVisitorsArgs, 'limit'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  reportingDashboard?: Resolver<ResolversTypes['ReportingDashboard'], ParentType, ContextType, Partial<QueryReportingDashboardArgs>>;
  revenueExpenses?: Resolver<ResolversTypes['RevenueExpenses'], ParentType, ContextType, Partial<QueryRevenueExpensesArgs>>;
  royalty?: Resolver<Maybe<ResolversTypes['Royalty']>, ParentType, ContextType, RequireFields<QueryRoyaltyArgs, 'id'>>;
  royaltyCategories?: Resolver<Array<ResolversTypes['RoyaltyCategory']>, ParentType, ContextType>;
  royaltyStatement?: Resolver<Maybe<ResolversTypes['RoyaltyStatement']>, ParentType, ContextType, RequireFields<QueryRoyaltyStatementArgs, 'id'>>;
  royaltyStatementAudit?: Resolver<Maybe<ResolversTypes['RoyaltyStatementAudit']>, ParentType, ContextType, RequireFields<QueryRoyaltyStatementAuditArgs, 'id'>>;
  royaltyStatementPreview?: Resolver<Maybe<ResolversTypes['StatementEmail']>, ParentType, ContextType, RequireFields<QueryRoyaltyStatementPreviewArgs, 'creatorId' | 'endDate' | 'royaltyIds' | 'startDate'>>;
  royaltyStatements?: Resolver<Maybe<ResolversTypes['RoyaltyStatementPage']>, ParentType, ContextType, RequireFields<QueryRoyaltyStatementsArgs, 'creatorId'>>;
  royaltyTerms?: Resolver<Array<ResolversTypes['RoyaltyTerm']>, ParentType, ContextType>;
  royaltypayments?: Resolver<ResolversTypes['RoyaltyPaymentPage'], ParentType, ContextType, RequireFields<QueryRoyaltypaymentsArgs, 'page'>>;
  royaltys?: Resolver<ResolversTypes['RoyaltyPage'], ParentType, ContextType, RequireFields<QueryRoyaltysArgs, 'page'>>;
  royaltysforstatement?: Resolver<Maybe<ResolversTypes['RoyaltiesForStatement']>, ParentType, ContextType, RequireFields<QueryRoyaltysforstatementArgs, 'creatorId' | 'endDate' | 'startDate'>>;
  salespersons?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  searchPublishers?: Resolver<Array<ResolversTypes['PublisherSearchResult']>, ParentType, ContextType, RequireFields<QuerySearchPublishersArgs, 'limit' | 'searchTerm'>>;
  sentMail?: Resolver<ResolversTypes['SentMailPage'], ParentType, ContextType, RequireFields<QuerySentMailArgs, 'page'>>;
  series?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  shippingTypes?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  staffAccesses?: Resolver<Array<ResolversTypes['StaffAccess']>, ParentType, ContextType>;
  systemPerformance?: Resolver<ResolversTypes['SystemPerformance'], ParentType, ContextType, RequireFields<QuerySystemPerformanceArgs, 'days'>>;
  systemStats?: Resolver<ResolversTypes['SystemStats'], ParentType, ContextType>;
  topProductsReport?: Resolver<Array<ResolversTypes['TopProductRow']>, ParentType, ContextType, Partial<QueryTopProductsReportArgs>>;
  topTenByDate?: Resolver<ResolversTypes['TopTen'], ParentType, ContextType, RequireFields<QueryTopTenByDateArgs, 'endDate' | 'startDate'>>;
};

export type RecentCustomerResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RecentCustomer'] = ResolversParentTypes['RecentCustomer']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
};

export type RecentProductResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RecentProduct'] = ResolversParentTypes['RecentProduct']> = {
  coverImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isbn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecentSignupResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RecentSignup'] = ResolversParentTypes['RecentSignup']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisheruserSet?: Resolver<Array<ResolversTypes['PublisherMembership']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecentSubscriptionResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RecentSubscription'] = ResolversParentTypes['RecentSubscription']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['PublisherSummary'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RegionPayload'] = ResolversParentTypes['RegionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
};

export type RegionRevenueResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RegionRevenue'] = ResolversParentTypes['RegionRevenue']> = {
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ReportRangeResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ReportRange'] = ResolversParentTypes['ReportRange']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportStatsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ReportStats'] = ResolversParentTypes['ReportStats']> = {
  productsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topCustomers?: Resolver<Array<ResolversTypes['CustomerAmount']>, ParentType, ContextType>;
  topExpenses?: Resolver<Array<ResolversTypes['CategoryAmount']>, ParentType, ContextType>;
  topProducts?: Resolver<Array<ResolversTypes['ProductAmount']>, ParentType, ContextType>;
};

export type ReportingDashboardResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ReportingDashboard'] = ResolversParentTypes['ReportingDashboard']> = {
  accountingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chartData?: Resolver<ResolversTypes['RevenueExpenses'], ParentType, ContextType>;
  expensesByCategory?: Resolver<Array<ResolversTypes['CategoryAmount']>, ParentType, ContextType>;
  revenueByFormat?: Resolver<Array<ResolversTypes['FormatRevenue']>, ParentType, ContextType>;
  revenueByRegion?: Resolver<Array<ResolversTypes['RegionRevenue']>, ParentType, ContextType>;
  salesByRegion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['ReportStats'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['FinancialSummary'], ParentType, ContextType>;
  timePeriod?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
};

export type RevenueExpensesResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RevenueExpenses'] = ResolversParentTypes['RevenueExpenses']> = {
  expenses?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type RoyaltiesForStatementResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltiesForStatement'] = ResolversParentTypes['RoyaltiesForStatement']> = {
  advances?: Resolver<Array<ResolversTypes['StatementAdvance']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatorAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  creatorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['StatementPayout']>, ParentType, ContextType>;
  publisherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  royalties?: Resolver<Array<ResolversTypes['RoyaltyStatementLine']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StatementUser'], ParentType, ContextType>;
};

export type RoyaltyResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Royalty'] = ResolversParentTypes['Royalty']> = {
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  life?: Resolver<ResolversTypes['RoyaltyFigures'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RoyaltyPayment']>, ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  regionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reserve?: Resolver<Maybe<ResolversTypes['RoyaltyReserve']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  royaltyLineItems?: Resolver<Array<ResolversTypes['RoyaltyLineItem']>, ParentType, ContextType>;
  termsSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyCategoryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyCategory'] = ResolversParentTypes['RoyaltyCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyFiguresResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyFigures'] = ResolversParentTypes['RoyaltyFigures']> = {
  credit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoyaltyLineItemResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyLineItem'] = ResolversParentTypes['RoyaltyLineItem']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['RoyaltyCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  royaltyTerm?: Resolver<ResolversTypes['RoyaltyTerm'], ParentType, ContextType>;
  thresholdEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  thresholdStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tierDiscount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyPage'] = ResolversParentTypes['RoyaltyPage']> = {
  items?: Resolver<Array<ResolversTypes['Royalty']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoyaltyPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyPayload'] = ResolversParentTypes['RoyaltyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  royalty?: Resolver<Maybe<ResolversTypes['Royalty']>, ParentType, ContextType>;
};

export type RoyaltyPaymentResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyPayment'] = ResolversParentTypes['RoyaltyPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  royalty?: Resolver<Maybe<ResolversTypes['Royalty']>, ParentType, ContextType>;
  sentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyPaymentPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyPaymentPage'] = ResolversParentTypes['RoyaltyPaymentPage']> = {
  items?: Resolver<Array<ResolversTypes['RoyaltyPayment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoyaltyPaymentPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyPaymentPayload'] = ResolversParentTypes['RoyaltyPaymentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  royaltyPayment?: Resolver<Maybe<ResolversTypes['RoyaltyPayment']>, ParentType, ContextType>;
};

export type RoyaltyReserveResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyReserve'] = ResolversParentTypes['RoyaltyReserve']> = {
  allowDigital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  release?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyStatementResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyStatement'] = ResolversParentTypes['RoyaltyStatement']> = {
  advances?: Resolver<Array<ResolversTypes['StatementAdvance']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatorAddress?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  creatorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creatorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RoyaltyStatementLine']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['StatementPayout']>, ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  pubNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  sentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementFigures'], ParentType, ContextType>;
};

export type RoyaltyStatementAuditResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyStatementAudit'] = ResolversParentTypes['RoyaltyStatementAudit']> = {
  asNow?: Resolver<ResolversTypes['StatementNowComparison'], ParentType, ContextType>;
  asSent?: Resolver<ResolversTypes['StatementComparison'], ParentType, ContextType>;
  eventsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statement?: Resolver<ResolversTypes['RoyaltyStatement'], ParentType, ContextType>;
};

export type RoyaltyStatementLineResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyStatementLine'] = ResolversParentTypes['RoyaltyStatementLine']> = {
  figures?: Resolver<ResolversTypes['StatementFigures'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  royaltyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoyaltyStatementPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyStatementPage'] = ResolversParentTypes['RoyaltyStatementPage']> = {
  items?: Resolver<Array<ResolversTypes['RoyaltyStatement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoyaltyStatementPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyStatementPayload'] = ResolversParentTypes['RoyaltyStatementPayload']> = {
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['RoyaltyStatement']>, ParentType, ContextType>;
};

export type RoyaltyTermResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['RoyaltyTerm'] = ResolversParentTypes['RoyaltyTerm']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalespersonSalesResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SalespersonSales'] = ResolversParentTypes['SalespersonSales']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salespersonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SentMailResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SentMail'] = ResolversParentTypes['SentMail']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SentMailPageResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SentMailPage'] = ResolversParentTypes['SentMailPage']> = {
  items?: Resolver<Array<ResolversTypes['SentMail']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServerSampleResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['ServerSample'] = ResolversParentTypes['ServerSample']> = {
  cpu?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  disk?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  process?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processCpu?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processMemoryMb?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SlowQueryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SlowQuery'] = ResolversParentTypes['SlowQuery']> = {
  executionTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  operationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffAccessResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StaffAccess'] = ResolversParentTypes['StaffAccess']> = {
  ended?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  started?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type StaffActionPayloadResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StaffActionPayload'] = ResolversParentTypes['StaffActionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
};

export type StatementAdvanceResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementAdvance'] = ResolversParentTypes['StatementAdvance']> = {
  advanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  recouped?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  recoupedLife?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unrecouped?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StatementComparisonResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementComparison'] = ResolversParentTypes['StatementComparison']> = {
  ledgerDiffering?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AuditedStatementLine']>, ParentType, ContextType>;
  matches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StatementEmailResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementEmail'] = ResolversParentTypes['StatementEmail']> = {
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementFiguresResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementFigures'] = ResolversParentTypes['StatementFigures']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lifeCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lifeDebit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lifeExpenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lifeRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lifeUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  recouped?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  recoupedLife?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reserveBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reserveHeld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reserveReleased?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reserveReturns?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementNowComparisonResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementNowComparison'] = ResolversParentTypes['StatementNowComparison']> = {
  changes?: Resolver<Array<ResolversTypes['StatementPastChange']>, ParentType, ContextType>;
  ledgerDiffering?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AuditedStatementLine']>, ParentType, ContextType>;
  matches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementPastChangeResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementPastChange'] = ResolversParentTypes['StatementPastChange']> = {
  figures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  royaltyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  streamId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type StatementPayoutResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementPayout'] = ResolversParentTypes['StatementPayout']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carriedForward?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  minimumPayout?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StatementUserResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['StatementUser'] = ResolversParentTypes['StatementUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SystemPerformanceResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SystemPerformance'] = ResolversParentTypes['SystemPerformance']> = {
  current?: Resolver<Array<ResolversTypes['ServerSample']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ServerSample']>, ParentType, ContextType>;
};

export type SystemStatsResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['SystemStats'] = ResolversParentTypes['SystemStats']> = {
  activePublishers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creators?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  superusers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topPublishersByCreators?: Resolver<Array<ResolversTypes['PublisherCount']>, ParentType, ContextType>;
  topPublishersByCustomers?: Resolver<Array<ResolversTypes['PublisherCount']>, ParentType, ContextType>;
  topPublishersByOrders?: Resolver<Array<ResolversTypes['PublisherCount']>, ParentType, ContextType>;
  topPublishersByProducts?: Resolver<Array<ResolversTypes['PublisherCount']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopProductRowResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['TopProductRow'] = ResolversParentTypes['TopProductRow']> = {
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productWorkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopTenResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['TopTen'] = ResolversParentTypes['TopTen']> = {
  productsByProfit?: Resolver<Array<ResolversTypes['ProductProfit']>, ParentType, ContextType>;
  salespeople?: Resolver<Array<ResolversTypes['SalespersonSales']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserActivityResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['UserActivity'] = ResolversParentTypes['UserActivity']> = {
  actionDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['PublisherSummary']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = QueryContext> = {
  Address?: AddressResolvers<ContextType>;
  AddressCount?: AddressCountResolvers<ContextType>;
  Advance?: AdvanceResolvers<ContextType>;
  AdvanceInstalment?: AdvanceInstalmentResolvers<ContextType>;
  AdvancePayload?: AdvancePayloadResolvers<ContextType>;
  AuditedStatementLine?: AuditedStatementLineResolvers<ContextType>;
  AuthGroup?: AuthGroupResolvers<ContextType>;
  CategoryAmount?: CategoryAmountResolvers<ContextType>;
  ContactSupportPayload?: ContactSupportPayloadResolvers<ContextType>;
  CreateProductWorkPayload?: CreateProductWorkPayloadResolvers<ContextType>;
  Creator?: CreatorResolvers<ContextType>;
  CreatorPage?: CreatorPageResolvers<ContextType>;
  CreatorPayload?: CreatorPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAmount?: CustomerAmountResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  DailyCount?: DailyCountResolvers<ContextType>;
  DailyQueryTime?: DailyQueryTimeResolvers<ContextType>;
  DailySeries?: DailySeriesResolvers<ContextType>;
  DatabaseHealth?: DatabaseHealthResolvers<ContextType>;
  DatedAmount?: DatedAmountResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  Email?: EmailResolvers<ContextType>;
  EmailCount?: EmailCountResolvers<ContextType>;
  Expense?: ExpenseResolvers<ContextType>;
  ExpensePage?: ExpensePageResolvers<ContextType>;
  ExpensePayload?: ExpensePayloadResolvers<ContextType>;
  FailedLoginAttempt?: FailedLoginAttemptResolvers<ContextType>;
  FailedLogins?: FailedLoginsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FinancialSummary?: FinancialSummaryResolvers<ContextType>;
  FormatRevenue?: FormatRevenueResolvers<ContextType>;
  FrequentQuery?: FrequentQueryResolvers<ContextType>;
  GraphqlPerformance?: GraphqlPerformanceResolvers<ContextType>;
  Impersonation?: ImpersonationResolvers<ContextType>;
  InactiveUser?: InactiveUserResolvers<ContextType>;
  InactiveUsers?: InactiveUsersResolvers<ContextType>;
  Inbox?: InboxResolvers<ContextType>;
  InboxItem?: InboxItemResolvers<ContextType>;
  InboxPayload?: InboxPayloadResolvers<ContextType>;
  LookupPayload?: LookupPayloadResolvers<ContextType>;
  LookupValue?: LookupValueResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Measure?: MeasureResolvers<ContextType>;
  MinimumPayoutPayload?: MinimumPayoutPayloadResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OnboardingPayload?: OnboardingPayloadResolvers<ContextType>;
  OnboardingStatus?: OnboardingStatusResolvers<ContextType>;
  OnixCode?: OnixCodeResolvers<ContextType>;
  OnixCodeLists?: OnixCodeListsResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderReturnLine?: OrderReturnLineResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  Position?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  ProductAmount?: ProductAmountResolvers<ContextType>;
  ProductChoice?: ProductChoiceResolvers<ContextType>;
  ProductCreator?: ProductCreatorResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductPlanUsage?: ProductPlanUsageResolvers<ContextType>;
  ProductProfit?: ProductProfitResolvers<ContextType>;
  ProductReportRow?: ProductReportRowResolvers<ContextType>;
  ProductReportTotals?: ProductReportTotalsResolvers<ContextType>;
  ProductSummary?: ProductSummaryResolvers<ContextType>;
  ProductWork?: ProductWorkResolvers<ContextType>;
  ProductWorkCounts?: ProductWorkCountsResolvers<ContextType>;
  ProductWorkPayload?: ProductWorkPayloadResolvers<ContextType>;
  ProfilePayload?: ProfilePayloadResolvers<ContextType>;
  ProfitLoss?: ProfitLossResolvers<ContextType>;
  ProjectionLag?: ProjectionLagResolvers<ContextType>;
  Publisher?: PublisherResolvers<ContextType>;
  PublisherActivity?: PublisherActivityResolvers<ContextType>;
  PublisherCount?: PublisherCountResolvers<ContextType>;
  PublisherInvitation?: PublisherInvitationResolvers<ContextType>;
  PublisherMembership?: PublisherMembershipResolvers<ContextType>;
  PublisherPayload?: PublisherPayloadResolvers<ContextType>;
  PublisherPlanPayload?: PublisherPlanPayloadResolvers<ContextType>;
  PublisherSearchResult?: PublisherSearchResultResolvers<ContextType>;
  PublisherStats?: PublisherStatsResolvers<ContextType>;
  PublisherSummary?: PublisherSummaryResolvers<ContextType>;
  PublisherTeam?: PublisherTeamResolvers<ContextType>;
  PublisherUser?: PublisherUserResolvers<ContextType>;
  PublisherUserPayload?: PublisherUserPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecentCustomer?: RecentCustomerResolvers<ContextType>;
  RecentProduct?: RecentProductResolvers<ContextType>;
  RecentSignup?: RecentSignupResolvers<ContextType>;
  RecentSubscription?: RecentSubscriptionResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionPayload?: RegionPayloadResolvers<ContextType>;
  RegionRevenue?: RegionRevenueResolvers<ContextType>;
  ReportRange?: ReportRangeResolvers<ContextType>;
  ReportStats?: ReportStatsResolvers<ContextType>;
  ReportingDashboard?: ReportingDashboardResolvers<ContextType>;
  RevenueExpenses?: RevenueExpensesResolvers<ContextType>;
  RoyaltiesForStatement?: RoyaltiesForStatementResolvers<ContextType>;
  Royalty?: RoyaltyResolvers<ContextType>;
  RoyaltyCategory?: RoyaltyCategoryResolvers<ContextType>;
  RoyaltyFigures?: RoyaltyFiguresResolvers<ContextType>;
  RoyaltyLineItem?: RoyaltyLineItemResolvers<ContextType>;
  RoyaltyPage?: RoyaltyPageResolvers<ContextType>;
  RoyaltyPayload?: RoyaltyPayloadResolvers<ContextType>;
  RoyaltyPayment?: RoyaltyPaymentResolvers<ContextType>;
  RoyaltyPaymentPage?: RoyaltyPaymentPageResolvers<ContextType>;
  RoyaltyPaymentPayload?: RoyaltyPaymentPayloadResolvers<ContextType>;
  RoyaltyReserve?: RoyaltyReserveResolvers<ContextType>;
  RoyaltyStatement?: RoyaltyStatementResolvers<ContextType>;
  RoyaltyStatementAudit?: RoyaltyStatementAuditResolvers<ContextType>;
  RoyaltyStatementLine?: RoyaltyStatementLineResolvers<ContextType>;
  RoyaltyStatementPage?: RoyaltyStatementPageResolvers<ContextType>;
  RoyaltyStatementPayload?: RoyaltyStatementPayloadResolvers<ContextType>;
  RoyaltyTerm?: RoyaltyTermResolvers<ContextType>;
  SalespersonSales?: SalespersonSalesResolvers<ContextType>;
  SentMail?: SentMailResolvers<ContextType>;
  SentMailPage?: SentMailPageResolvers<ContextType>;
  ServerSample?: ServerSampleResolvers<ContextType>;
  SlowQuery?: SlowQueryResolvers<ContextType>;
  StaffAccess?: StaffAccessResolvers<ContextType>;
  StaffActionPayload?: StaffActionPayloadResolvers<ContextType>;
  StatementAdvance?: StatementAdvanceResolvers<ContextType>;
  StatementComparison?: StatementComparisonResolvers<ContextType>;
  StatementEmail?: StatementEmailResolvers<ContextType>;
  StatementFigures?: StatementFiguresResolvers<ContextType>;
  StatementNowComparison?: StatementNowComparisonResolvers<ContextType>;
  StatementPastChange?: StatementPastChangeResolvers<ContextType>;
  StatementPayout?: StatementPayoutResolvers<ContextType>;
  StatementUser?: StatementUserResolvers<ContextType>;
  SystemPerformance?: SystemPerformanceResolvers<ContextType>;
  SystemStats?: SystemStatsResolvers<ContextType>;
  TopProductRow?: TopProductRowResolvers<ContextType>;
  TopTen?: TopTenResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserActivity?: UserActivityResolvers<ContextType>;
};

