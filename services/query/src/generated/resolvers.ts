import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CreatorRow } from '../contacts/creators/rows.ts';
import type { CustomerRow } from '../contacts/customers/rows.ts';
import type { OrderRow } from '../orders/orderRows.ts';
import type { OrderLineRow, OrderPaymentRow, ProductSummaryRow } from '../orders/loaders.ts';
import type { ExpenseRow } from '../expenses/expenseRows.ts';
import type { ProductRow, ProductWorkRow, ProductCreatorRow } from '../catalogue/productRows.ts';
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

/** A role an invitation may grant (`GET /api/auth_groups/`). */
export type AuthGroup = {
  __typename?: 'AuthGroup';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  name: Role;
};

export type CategoryAmount = {
  __typename?: 'CategoryAmount';
  /** 'Uncategorized' for expenses without a category. */
  category: Scalars['String']['output'];
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

/** A figure per day over a range: only days that have one, in date order, and the range's total. */
export type DailySeries = {
  __typename?: 'DailySeries';
  endDate: Scalars['String']['output'];
  points: Array<DatedAmount>;
  startDate: Scalars['String']['output'];
  total: Scalars['Money']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Owner only; the billing port calls it. Formats beyond the new limit freeze, within it thaw. */
  changePublisherPlan: PublisherPlanPayload;
  /** The Help page's Contact Us form, mailed to support. */
  contactSupport: ContactSupportPayload;
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
  createSalesperson: LookupPayload;
  createSeries: LookupPayload;
  createShippingType: LookupPayload;
  deleteCreator: DeletePayload;
  deleteCustomer: DeletePayload;
  deleteExpense: DeletePayload;
  deleteLookupValue: DeletePayload;
  deleteOrder: DeletePayload;
  deleteOrderPayment: OrderPayload;
  deleteProduct: DeletePayload;
  deleteProductCreator: ProductPayload;
  /** Deletes the publisher account: every member loses access; its history is kept. `confirmation` is the publisher's name. */
  deletePublisher: DeletePayload;
  deletePublisherUser: DeletePayload;
  deleteRegion: DeletePayload;
  /** Mark all as read: the publisher's inbox date becomes tomorrow. */
  markInboxRead: InboxPayload;
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
  updateUser: ProfilePayload;
  updateUserRole: PublisherUserPayload;
};


export type MutationChangePublisherPlanArgs = {
  maxProducts?: InputMaybe<Scalars['Int']['input']>;
  plan: Scalars['String']['input'];
};


export type MutationContactSupportArgs = {
  message: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
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


export type MutationCreateSalespersonArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateSeriesArgs = {
  value: Scalars['String']['input'];
};


export type MutationCreateShippingTypeArgs = {
  value: Scalars['String']['input'];
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
  customer?: Maybe<Customer>;
  /** Null when the order can be deleted, else the reason. */
  deleteBlockedReason?: Maybe<Scalars['String']['output']>;
  /** Items plus shipping minus payments, or 0.00 when paid. */
  dueAmount: Scalars['Money']['output'];
  /** Payments received are at least the order total. */
  fullyPaid: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Lines at their unit prices. */
  itemsTotal: Scalars['Money']['output'];
  lastEditor?: Maybe<User>;
  lines: Array<OrderLine>;
  modified: Scalars['String']['output'];
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
  /** Applied from 3 characters on: id, PO number, customer name or company. */
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
  expenses: Scalars['Money']['output'];
  expensesByCategory: Array<CategoryAmount>;
  netProfit: Scalars['Money']['output'];
  revenue: Scalars['Money']['output'];
  revenueByProduct: Array<ProductReportRow>;
  timePeriod: ReportRange;
  units: Scalars['Int']['output'];
};

export type Publisher = {
  __typename?: 'Publisher';
  accountingMethod: Scalars['String']['output'];
  currency: Currency;
  /** Sales by region: royalties and reports by region, and the country column on customers. */
  enableSalesByRegion: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Null means no limit (All Access). */
  maxProducts?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  regions: Array<Region>;
};

/** The spec's updatePublisher keys; only those given change. */
export type PublisherChangesInput = {
  accountingMethod?: InputMaybe<AccountingMethod>;
  /** A currency code of the list (USD, EUR, GBP, ...). */
  currency?: InputMaybe<Scalars['String']['input']>;
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
  creator?: Maybe<Creator>;
  /** 25 a page, with the total count in the same reply. */
  creators: CreatorPage;
  customer?: Maybe<Customer>;
  customerClasses: Array<LookupValue>;
  /** 25 a page, with the total count in the same reply. */
  customers: CustomerPage;
  expense?: Maybe<Expense>;
  expenseCategories: Array<LookupValue>;
  /** 25 a page, with the total count in the same reply. */
  expenses: ExpensePage;
  expensesByDate: DailySeries;
  /** Sales before discounts (quantity × retail price) per day of order creation. */
  grossSalesByDate: DailySeries;
  imprints: Array<LookupValue>;
  inbox: Inbox;
  /** The signed-in user, the current publisher (X-Colophon-Publisher header, else the first) and the role. */
  me: Me;
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
  /** Without productIds (or empty): every product. Dates from timePeriod, or startDate and endDate for CUSTOM. */
  profitLoss: ProfitLoss;
  publisherOnboardingStatus: OnboardingStatus;
  /** The spec's PublisherUsers: members, the roles an invitation may grant, pending invitations. */
  publisherUsers: PublisherTeam;
  /** The current publisher's sales regions, by name. */
  regions: Array<Region>;
  reportingDashboard: ReportingDashboard;
  revenueExpenses: RevenueExpenses;
  salespersons: Array<LookupValue>;
  /** Mail sent for this publisher, newest first, 25 a page (the embedded mode's mail has no other inbox). */
  sentMail: SentMailPage;
  series: Array<LookupValue>;
  shippingTypes: Array<LookupValue>;
  topProductsReport: Array<TopProductRow>;
  topTenByDate: TopTen;
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


export type QueryGrossSalesByDateArgs = {
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
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
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  timePeriod?: InputMaybe<ReportPeriod>;
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


export type QuerySentMailArgs = {
  page?: Scalars['Int']['input'];
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

/** Dates (YYYY-MM-DD, inclusive) a report covers: orders by their created date, expenses by their date. */
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
  /** False when the publisher has sales by region off or no regions: the screen then shows no region figures. */
  salesByRegion: Scalars['Boolean']['output'];
  stats: ReportStats;
  summary: FinancialSummary;
  timePeriod: ReportRange;
};

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

export type SortDirection =
  | 'ASC'
  | 'DESC';

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
  AddressInput: AddressInput;
  AddressType: AddressType;
  AuthGroup: ResolverTypeWrapper<AuthGroup>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryAmount: ResolverTypeWrapper<CategoryAmount>;
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  ContactKind: ContactKind;
  ContactSupportPayload: ResolverTypeWrapper<ContactSupportPayload>;
  CreateCreatorInput: CreateCreatorInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateOrderInput: CreateOrderInput;
  CreateProductWorkPayload: ResolverTypeWrapper<Omit<CreateProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversTypes['ProductWork']> }>;
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
  DailySeries: ResolverTypeWrapper<DailySeries>;
  DatedAmount: ResolverTypeWrapper<DatedAmount>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DiscountType: DiscountType;
  Email: ResolverTypeWrapper<Email>;
  Expense: ResolverTypeWrapper<ExpenseRow>;
  ExpenseInput: ExpenseInput;
  ExpenseListParams: ExpenseListParams;
  ExpensePage: ResolverTypeWrapper<Omit<ExpensePage, 'items'> & { items: Array<ResolversTypes['Expense']> }>;
  ExpensePayload: ResolverTypeWrapper<Omit<ExpensePayload, 'expense'> & { expense?: Maybe<ResolversTypes['Expense']> }>;
  ExpenseSearchField: ExpenseSearchField;
  ExpenseSortField: ExpenseSortField;
  FieldError: ResolverTypeWrapper<FieldError>;
  FinancialSummary: ResolverTypeWrapper<FinancialSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormatRevenue: ResolverTypeWrapper<FormatRevenue>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
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
  OrderSortField: OrderSortField;
  Phone: ResolverTypeWrapper<Phone>;
  Position: ResolverTypeWrapper<Scalars['Position']['output']>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductAmount: ResolverTypeWrapper<ProductAmount>;
  ProductCreator: ResolverTypeWrapper<ProductCreatorRow>;
  ProductCreatorInput: ProductCreatorInput;
  ProductInput: ProductInput;
  ProductListParams: ProductListParams;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductPlanUsage: ResolverTypeWrapper<ProductPlanUsage>;
  ProductProfit: ResolverTypeWrapper<ProductProfit>;
  ProductReportRow: ResolverTypeWrapper<ProductReportRow>;
  ProductSearchField: ProductSearchField;
  ProductSortField: ProductSortField;
  ProductSummary: ResolverTypeWrapper<ProductSummaryRow>;
  ProductWork: ResolverTypeWrapper<ProductWorkRow>;
  ProductWorkCounts: ResolverTypeWrapper<ProductWorkCounts>;
  ProductWorkInput: ProductWorkInput;
  ProductWorkPayload: ResolverTypeWrapper<Omit<ProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversTypes['ProductWork']> }>;
  ProfileChangesInput: ProfileChangesInput;
  ProfilePayload: ResolverTypeWrapper<ProfilePayload>;
  ProfitLoss: ResolverTypeWrapper<ProfitLoss>;
  Publisher: ResolverTypeWrapper<Publisher>;
  PublisherChangesInput: PublisherChangesInput;
  PublisherInvitation: ResolverTypeWrapper<PublisherInvitation>;
  PublisherPayload: ResolverTypeWrapper<PublisherPayload>;
  PublisherPlanPayload: ResolverTypeWrapper<PublisherPlanPayload>;
  PublisherTeam: ResolverTypeWrapper<PublisherTeam>;
  PublisherUser: ResolverTypeWrapper<PublisherUser>;
  PublisherUserPayload: ResolverTypeWrapper<PublisherUserPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Region>;
  RegionPayload: ResolverTypeWrapper<RegionPayload>;
  RegionRevenue: ResolverTypeWrapper<RegionRevenue>;
  ReportPeriod: ReportPeriod;
  ReportRange: ResolverTypeWrapper<ReportRange>;
  ReportStats: ResolverTypeWrapper<ReportStats>;
  ReportingDashboard: ResolverTypeWrapper<ReportingDashboard>;
  RevenueExpenses: ResolverTypeWrapper<RevenueExpenses>;
  Role: Role;
  SalespersonSales: ResolverTypeWrapper<SalespersonSales>;
  SentMail: ResolverTypeWrapper<SentMail>;
  SentMailPage: ResolverTypeWrapper<SentMailPage>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TopProductRow: ResolverTypeWrapper<TopProductRow>;
  TopTen: ResolverTypeWrapper<TopTen>;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  AuthGroup: AuthGroup;
  Boolean: Scalars['Boolean']['output'];
  CategoryAmount: CategoryAmount;
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  ContactSupportPayload: ContactSupportPayload;
  CreateCreatorInput: CreateCreatorInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateOrderInput: CreateOrderInput;
  CreateProductWorkPayload: Omit<CreateProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversParentTypes['ProductWork']> };
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
  DailySeries: DailySeries;
  DatedAmount: DatedAmount;
  DeletePayload: DeletePayload;
  Email: Email;
  Expense: ExpenseRow;
  ExpenseInput: ExpenseInput;
  ExpenseListParams: ExpenseListParams;
  ExpensePage: Omit<ExpensePage, 'items'> & { items: Array<ResolversParentTypes['Expense']> };
  ExpensePayload: Omit<ExpensePayload, 'expense'> & { expense?: Maybe<ResolversParentTypes['Expense']> };
  FieldError: FieldError;
  FinancialSummary: FinancialSummary;
  Float: Scalars['Float']['output'];
  FormatRevenue: FormatRevenue;
  ID: Scalars['ID']['output'];
  Inbox: Inbox;
  InboxItem: InboxItem;
  InboxPayload: InboxPayload;
  Int: Scalars['Int']['output'];
  LookupPayload: LookupPayload;
  LookupValue: LookupValue;
  Me: Me;
  Measure: Measure;
  MeasureInput: MeasureInput;
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
  Phone: Phone;
  Position: Scalars['Position']['output'];
  Product: ProductRow;
  ProductAmount: ProductAmount;
  ProductCreator: ProductCreatorRow;
  ProductCreatorInput: ProductCreatorInput;
  ProductInput: ProductInput;
  ProductListParams: ProductListParams;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductPlanUsage: ProductPlanUsage;
  ProductProfit: ProductProfit;
  ProductReportRow: ProductReportRow;
  ProductSummary: ProductSummaryRow;
  ProductWork: ProductWorkRow;
  ProductWorkCounts: ProductWorkCounts;
  ProductWorkInput: ProductWorkInput;
  ProductWorkPayload: Omit<ProductWorkPayload, 'productWork'> & { productWork?: Maybe<ResolversParentTypes['ProductWork']> };
  ProfileChangesInput: ProfileChangesInput;
  ProfilePayload: ProfilePayload;
  ProfitLoss: ProfitLoss;
  Publisher: Publisher;
  PublisherChangesInput: PublisherChangesInput;
  PublisherInvitation: PublisherInvitation;
  PublisherPayload: PublisherPayload;
  PublisherPlanPayload: PublisherPlanPayload;
  PublisherTeam: PublisherTeam;
  PublisherUser: PublisherUser;
  PublisherUserPayload: PublisherUserPayload;
  Query: Record<PropertyKey, never>;
  Region: Region;
  RegionPayload: RegionPayload;
  RegionRevenue: RegionRevenue;
  ReportRange: ReportRange;
  ReportStats: ReportStats;
  ReportingDashboard: ReportingDashboard;
  RevenueExpenses: RevenueExpenses;
  SalespersonSales: SalespersonSales;
  SentMail: SentMail;
  SentMailPage: SentMailPage;
  String: Scalars['String']['output'];
  TopProductRow: TopProductRow;
  TopTen: TopTen;
  User: User;
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

export type DailySeriesResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['DailySeries'] = ResolversParentTypes['DailySeries']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['DatedAmount']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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

export type ExpenseResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Expense'] = ResolversParentTypes['Expense']> = {
  adminNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expenseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changePublisherPlan?: Resolver<ResolversTypes['PublisherPlanPayload'], ParentType, ContextType, RequireFields<MutationChangePublisherPlanArgs, 'plan'>>;
  contactSupport?: Resolver<ResolversTypes['ContactSupportPayload'], ParentType, ContextType, RequireFields<MutationContactSupportArgs, 'message'>>;
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
  createSalesperson?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateSalespersonArgs, 'value'>>;
  createSeries?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateSeriesArgs, 'value'>>;
  createShippingType?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreateShippingTypeArgs, 'value'>>;
  deleteCreator?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCreatorArgs, 'id'>>;
  deleteCustomer?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteExpense?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteExpenseArgs, 'id'>>;
  deleteLookupValue?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteLookupValueArgs, 'id' | 'kind'>>;
  deleteOrder?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  deleteOrderPayment?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderPaymentArgs, 'id' | 'orderId'>>;
  deleteProduct?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductCreator?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductCreatorArgs, 'id'>>;
  deletePublisher?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePublisherArgs, 'confirmation' | 'id'>>;
  deletePublisherUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePublisherUserArgs, 'id'>>;
  deleteRegion?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRegionArgs, 'id'>>;
  markInboxRead?: Resolver<ResolversTypes['InboxPayload'], ParentType, ContextType>;
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
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  deleteBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fullyPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastEditor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  expenses?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expensesByCategory?: Resolver<Array<ResolversTypes['CategoryAmount']>, ParentType, ContextType>;
  netProfit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  revenueByProduct?: Resolver<Array<ResolversTypes['ProductReportRow']>, ParentType, ContextType>;
  timePeriod?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublisherResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Publisher'] = ResolversParentTypes['Publisher']> = {
  accountingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  enableSalesByRegion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
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
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType, RequireFields<QueryCreatorArgs, 'id'>>;
  creators?: Resolver<ResolversTypes['CreatorPage'], ParentType, ContextType, RequireFields<QueryCreatorsArgs, 'page'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerClasses?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page'>>;
  expense?: Resolver<Maybe<ResolversTypes['Expense']>, ParentType, ContextType, RequireFields<QueryExpenseArgs, 'id'>>;
  expenseCategories?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['ExpensePage'], ParentType, ContextType, RequireFields<QueryExpensesArgs, 'page'>>;
  expensesByDate?: Resolver<ResolversTypes['DailySeries'], ParentType, ContextType, RequireFields<QueryExpensesByDateArgs, 'endDate' | 'startDate'>>;
  grossSalesByDate?: Resolver<ResolversTypes['DailySeries'], ParentType, ContextType, RequireFields<QueryGrossSalesByDateArgs, 'endDate' | 'startDate'>>;
  imprints?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  inbox?: Resolver<ResolversTypes['Inbox'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
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
  profitLoss?: Resolver<ResolversTypes['ProfitLoss'], ParentType, ContextType, Partial<QueryProfitLossArgs>>;
  publisherOnboardingStatus?: Resolver<ResolversTypes['OnboardingStatus'], ParentType, ContextType>;
  publisherUsers?: Resolver<ResolversTypes['PublisherTeam'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  reportingDashboard?: Resolver<ResolversTypes['ReportingDashboard'], ParentType, ContextType, Partial<QueryReportingDashboardArgs>>;
  revenueExpenses?: Resolver<ResolversTypes['RevenueExpenses'], ParentType, ContextType, Partial<QueryRevenueExpensesArgs>>;
  salespersons?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  sentMail?: Resolver<ResolversTypes['SentMailPage'], ParentType, ContextType, RequireFields<QuerySentMailArgs, 'page'>>;
  series?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  shippingTypes?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
  topProductsReport?: Resolver<Array<ResolversTypes['TopProductRow']>, ParentType, ContextType, Partial<QueryTopProductsReportArgs>>;
  topTenByDate?: Resolver<ResolversTypes['TopTen'], ParentType, ContextType, RequireFields<QueryTopTenByDateArgs, 'endDate' | 'startDate'>>;
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

export type Resolvers<ContextType = QueryContext> = {
  Address?: AddressResolvers<ContextType>;
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
  DailySeries?: DailySeriesResolvers<ContextType>;
  DatedAmount?: DatedAmountResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  Email?: EmailResolvers<ContextType>;
  Expense?: ExpenseResolvers<ContextType>;
  ExpensePage?: ExpensePageResolvers<ContextType>;
  ExpensePayload?: ExpensePayloadResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FinancialSummary?: FinancialSummaryResolvers<ContextType>;
  FormatRevenue?: FormatRevenueResolvers<ContextType>;
  Inbox?: InboxResolvers<ContextType>;
  InboxItem?: InboxItemResolvers<ContextType>;
  InboxPayload?: InboxPayloadResolvers<ContextType>;
  LookupPayload?: LookupPayloadResolvers<ContextType>;
  LookupValue?: LookupValueResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Measure?: MeasureResolvers<ContextType>;
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
  Phone?: PhoneResolvers<ContextType>;
  Position?: GraphQLScalarType;
  Product?: ProductResolvers<ContextType>;
  ProductAmount?: ProductAmountResolvers<ContextType>;
  ProductCreator?: ProductCreatorResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductPlanUsage?: ProductPlanUsageResolvers<ContextType>;
  ProductProfit?: ProductProfitResolvers<ContextType>;
  ProductReportRow?: ProductReportRowResolvers<ContextType>;
  ProductSummary?: ProductSummaryResolvers<ContextType>;
  ProductWork?: ProductWorkResolvers<ContextType>;
  ProductWorkCounts?: ProductWorkCountsResolvers<ContextType>;
  ProductWorkPayload?: ProductWorkPayloadResolvers<ContextType>;
  ProfilePayload?: ProfilePayloadResolvers<ContextType>;
  ProfitLoss?: ProfitLossResolvers<ContextType>;
  Publisher?: PublisherResolvers<ContextType>;
  PublisherInvitation?: PublisherInvitationResolvers<ContextType>;
  PublisherPayload?: PublisherPayloadResolvers<ContextType>;
  PublisherPlanPayload?: PublisherPlanPayloadResolvers<ContextType>;
  PublisherTeam?: PublisherTeamResolvers<ContextType>;
  PublisherUser?: PublisherUserResolvers<ContextType>;
  PublisherUserPayload?: PublisherUserPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionPayload?: RegionPayloadResolvers<ContextType>;
  RegionRevenue?: RegionRevenueResolvers<ContextType>;
  ReportRange?: ReportRangeResolvers<ContextType>;
  ReportStats?: ReportStatsResolvers<ContextType>;
  ReportingDashboard?: ReportingDashboardResolvers<ContextType>;
  RevenueExpenses?: RevenueExpensesResolvers<ContextType>;
  SalespersonSales?: SalespersonSalesResolvers<ContextType>;
  SentMail?: SentMailResolvers<ContextType>;
  SentMailPage?: SentMailPageResolvers<ContextType>;
  TopProductRow?: TopProductRowResolvers<ContextType>;
  TopTen?: TopTenResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

