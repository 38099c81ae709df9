import { type AccessLevel, allows, refusalOf } from '@colophon/command';
import type { GraphQLFieldResolver } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

import type { QueryContext } from '../context.ts';
import type { QueryResolvers, Resolvers } from '../generated/resolvers.ts';

/**
 * Who may read what: every Query field of the schema, by the levels of the command side's policy
 * (`services/command/src/account/permissions.ts`). Mutations are decided there, per command, since
 * every mutation runs one. `satisfies`: a new Query field without an entry does not compile.
 */
export const queryPolicy = {
  me: 'member',
  orders: 'member',
  order: 'member',
  shippingTypes: 'member',
  orderStatuses: 'member',
  salespersons: 'member',
  paymentTypes: 'member',
  expenses: 'member',
  expense: 'member',
  expenseCategories: 'member',
  customers: 'member',
  customer: 'member',
  paymentTerms: 'member',
  customerClasses: 'member',
  creators: 'member',
  creator: 'member',
  products: 'member',
  product: 'member',
  productWork: 'member',
  productWorkCounts: 'member',
  productPlanUsage: 'member',
  onixCodeLists: 'member',
  imprints: 'member',
  series: 'member',
  // Reports: any member may read them.
  grossSalesByDate: 'member',
  netSalesByDate: 'member',
  expensesByDate: 'member',
  topTenByDate: 'member',
  profitLoss: 'member',
  revenueExpenses: 'member',
  reportingDashboard: 'member',
  topProductsReport: 'member',
  publisherUsers: 'member',
  // Reports and the customer form read them; editing them is the owner's.
  regions: 'member',
  // The embedded mode's mailbox: invitation links and statements, so the owner's alone.
  sentMail: 'owner',
  inbox: 'member',
  publisherOnboardingStatus: 'member',
  // Anyone may ask whether they are staff, or whether staff is signed in as them.
  isSuperuser: 'member',
  currentImpersonation: 'member',
  // Royalties and payments: the everyday work of the publisher's staff.
  royaltys: 'member',
  royalty: 'member',
  royaltypayments: 'member',
  royaltyTerms: 'member',
  royaltyCategories: 'member',
  advances: 'member',
  minimumPayout: 'member',
  // The account page tells the owner and admins when staff signed in as one of their users.
  staffAccesses: 'admin',
  // The staff area: platform staff only.
  recentVisitors: 'superuser',
  recentPublisherActivity: 'superuser',
  recentProducts: 'superuser',
  recentCustomers: 'superuser',
  recentSignups: 'superuser',
  recentSubscriptions: 'superuser',
  inactiveUsers: 'superuser',
  searchPublishers: 'superuser',
  publisherStats: 'superuser',
  systemStats: 'superuser',
  systemPerformance: 'superuser',
  graphqlPerformance: 'superuser',
  databaseHealth: 'superuser',
  failedLogins: 'superuser',
  royaltysforstatement: 'member',
  royaltyStatements: 'member',
  royaltyStatement: 'member',
  royaltyStatementPreview: 'member',
  // An auditor's question anyone who sends statements may ask.
  royaltyStatementAudit: 'member',
} as const satisfies Record<keyof QueryResolvers, AccessLevel>;

type AnyResolver = GraphQLFieldResolver<unknown, QueryContext>;

/** Each context's Query resolvers, each asking the policy before it reads anything. */
export function withQueryPolicy(resolverSets: Resolvers[]): Resolvers[] {
  return resolverSets.map((set) => {
    if (!set.Query) return set;
    const guarded = Object.entries(set.Query).map(([field, resolve]) => {
      const level = queryPolicy[field as keyof typeof queryPolicy] as AccessLevel | undefined;
      if (!level) throw new Error(`Query.${field} has no entry in queryPolicy`);
      const guard: AnyResolver = (parent, args, context, info) => {
        if (!allows(level, context.caller)) {
          throw createGraphQLError(refusalOf(level).message, { extensions: { code: 'FORBIDDEN' } });
        }
        return (resolve as AnyResolver)(parent, args, context, info);
      };
      return [field, guard];
    });
    return { ...set, Query: Object.fromEntries(guarded) };
  });
}
