import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CreatorRow } from '../contacts/creatorRows.ts';
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

export type DeletePayload = {
  __typename?: 'DeletePayload';
  errors: Array<FieldError>;
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Position']['output']>;
};

export type Email = {
  __typename?: 'Email';
  id: Scalars['ID']['output'];
  primary: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** A validation or domain error with the spec's message; field names the input it belongs to. */
export type FieldError = {
  __typename?: 'FieldError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

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

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  createCreator: CreatorPayload;
  createPaymentType: LookupPayload;
  deleteCreator: DeletePayload;
  updateCreator: CreatorPayload;
};


export type MutationCreateCreatorArgs = {
  input: CreateCreatorInput;
};


export type MutationCreatePaymentTypeArgs = {
  value: Scalars['String']['input'];
};


export type MutationDeleteCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCreatorArgs = {
  changed?: InputMaybe<CreatorChangesInput>;
  contacts?: InputMaybe<ContactChangesInput>;
  expectedRevision?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};

export type Phone = {
  __typename?: 'Phone';
  id: Scalars['ID']['output'];
  primary: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

export type Publisher = {
  __typename?: 'Publisher';
  accountingMethod: Scalars['String']['output'];
  currency: Currency;
  id: Scalars['ID']['output'];
  /** Null means no limit (All Access). */
  maxProducts?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  plan: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  creator?: Maybe<Creator>;
  /** 25 a page, with the total count in the same reply. */
  creators: CreatorPage;
  /** The signed-in user, the current publisher (X-Colophon-Publisher header, else the first) and the role. */
  me: Me;
  paymentTypes: Array<LookupValue>;
};


export type QueryCreatorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreatorsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  params?: InputMaybe<CreatorListParams>;
};

export type Role =
  | 'admin'
  | 'member'
  | 'owner';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
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
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AddressType: AddressType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  ContactKind: ContactKind;
  CreateCreatorInput: CreateCreatorInput;
  Creator: ResolverTypeWrapper<CreatorRow>;
  CreatorChangesInput: CreatorChangesInput;
  CreatorListParams: CreatorListParams;
  CreatorPage: ResolverTypeWrapper<Omit<CreatorPage, 'items'> & { items: Array<ResolversTypes['Creator']> }>;
  CreatorPayload: ResolverTypeWrapper<Omit<CreatorPayload, 'creator'> & { creator?: Maybe<ResolversTypes['Creator']> }>;
  CreatorSearchField: CreatorSearchField;
  CreatorSortField: CreatorSortField;
  Currency: ResolverTypeWrapper<Currency>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  Email: ResolverTypeWrapper<Email>;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LookupPayload: ResolverTypeWrapper<LookupPayload>;
  LookupValue: ResolverTypeWrapper<LookupValue>;
  Me: ResolverTypeWrapper<Me>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Phone: ResolverTypeWrapper<Phone>;
  Position: ResolverTypeWrapper<Scalars['Position']['output']>;
  Publisher: ResolverTypeWrapper<Publisher>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  Boolean: Scalars['Boolean']['output'];
  ContactChangesInput: ContactChangesInput;
  ContactItemInput: ContactItemInput;
  ContactItemUpdateInput: ContactItemUpdateInput;
  CreateCreatorInput: CreateCreatorInput;
  Creator: CreatorRow;
  CreatorChangesInput: CreatorChangesInput;
  CreatorListParams: CreatorListParams;
  CreatorPage: Omit<CreatorPage, 'items'> & { items: Array<ResolversParentTypes['Creator']> };
  CreatorPayload: Omit<CreatorPayload, 'creator'> & { creator?: Maybe<ResolversParentTypes['Creator']> };
  Currency: Currency;
  DeletePayload: DeletePayload;
  Email: Email;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LookupPayload: LookupPayload;
  LookupValue: LookupValue;
  Me: Me;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Phone: Phone;
  Position: Scalars['Position']['output'];
  Publisher: Publisher;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
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

export type FieldErrorResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createCreator?: Resolver<ResolversTypes['CreatorPayload'], ParentType, ContextType, RequireFields<MutationCreateCreatorArgs, 'input'>>;
  createPaymentType?: Resolver<ResolversTypes['LookupPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentTypeArgs, 'value'>>;
  deleteCreator?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCreatorArgs, 'id'>>;
  updateCreator?: Resolver<ResolversTypes['CreatorPayload'], ParentType, ContextType, RequireFields<MutationUpdateCreatorArgs, 'id'>>;
};

export type PhoneResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface PositionScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Position'], any> {
  name: 'Position';
}

export type PublisherResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Publisher'] = ResolversParentTypes['Publisher']> = {
  accountingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  creator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType, RequireFields<QueryCreatorArgs, 'id'>>;
  creators?: Resolver<ResolversTypes['CreatorPage'], ParentType, ContextType, RequireFields<QueryCreatorsArgs, 'page'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['LookupValue']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = QueryContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = QueryContext> = {
  Address?: AddressResolvers<ContextType>;
  Creator?: CreatorResolvers<ContextType>;
  CreatorPage?: CreatorPageResolvers<ContextType>;
  CreatorPayload?: CreatorPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  Email?: EmailResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  LookupPayload?: LookupPayloadResolvers<ContextType>;
  LookupValue?: LookupValueResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  Position?: GraphQLScalarType;
  Publisher?: PublisherResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

