import { hashToken } from '@colophon/command';
import { staffMessages } from '@colophon/domain';
import { createGraphQLError } from 'graphql-yoga';

import type { Resolvers } from '../generated/resolvers.ts';
import { runMutation } from '../shared/mutations.ts';
import {
  clampLimit,
  inactiveUsers,
  publisherStats,
  recentActivity,
  recentCustomers,
  recentProducts,
  recentPublisherActivity,
  recentSignups,
  recentSubscriptions,
  searchPublishers,
  staffAccesses,
  systemStats,
} from './dashboardRows.ts';
import { databaseHealth, failedLogins, graphqlPerformance, systemPerformance } from './healthRows.ts';

/** The staff area: every field but isSuperuser, staffAccesses and currentImpersonation is for superusers (queryPolicy). */
export const adminResolvers: Resolvers = {
  Query: {
    isSuperuser: (_parent, _args, { caller }) => caller.isSuperuser,
    recentVisitors: (_parent, { limit }, { db }) => recentActivity(db, clampLimit(limit, 50)),
    recentPublisherActivity: (_parent, { limit }, { db }) => recentPublisherActivity(db, clampLimit(limit, 10)),
    recentProducts: (_parent, { limit }, { db }) => recentProducts(db, clampLimit(limit, 10)),
    recentCustomers: (_parent, { limit }, { db }) => recentCustomers(db, clampLimit(limit, 10)),
    recentSignups: (_parent, { limit }, { db }) => recentSignups(db, clampLimit(limit, 10)),
    recentSubscriptions: (_parent, { limit }, { db }) => recentSubscriptions(db, clampLimit(limit, 10)),
    inactiveUsers: (_parent, { period, page }, { db }) => inactiveUsers(db, period, page ?? 1),
    searchPublishers: (_parent, { searchTerm, limit }, { db }) =>
      searchPublishers(db, searchTerm, clampLimit(limit, 10, 10)),
    publisherStats: async (_parent, { publisherId }, { db }) => {
      const stats = await publisherStats(db, publisherId);
      if (!stats) throw createGraphQLError(staffMessages.publisherNotFound, { extensions: { code: 'NOT_FOUND' } });
      return stats;
    },
    systemStats: (_parent, _args, { db }) => systemStats(db),
    systemPerformance: (_parent, { days }, { db }) => systemPerformance(db, days),
    graphqlPerformance: async (_parent, { days }, { db, monitoring }) => {
      // This replica's newest timings first, so the figures include what it has just run.
      await monitoring.flushTimings();
      return graphqlPerformance(db, days);
    },
    databaseHealth: async (_parent, _args, { db, monitoring }) => databaseHealth(db, await monitoring.headPosition()),
    failedLogins: (_parent, { days }, { db }) => failedLogins(db, days),
    staffAccesses: (_parent, _args, { db, caller }) => staffAccesses(db, caller.publisherId),
    currentImpersonation: async (_parent, _args, { db, caller, loaders }) => {
      if (!caller.impersonatorId) return null;
      const [staff, user, session] = await Promise.all([
        loaders.userById.load(caller.impersonatorId),
        loaders.userById.load(caller.userId),
        db('auth_sessions')
          .where({ token_hash: hashToken(caller.token) })
          .first<{ expires_at: Date } | undefined>('expires_at'),
      ]);
      if (!staff || !user || !session) return null;
      const toUser = (row: typeof staff) => ({
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
      });
      return { staff: toUser(staff), user: toUser(user), expires: new Date(session.expires_at).toISOString() };
    },
  },
  Mutation: {
    contactPublisher: (_parent, { publisherId, message, subject }, context) =>
      runMutation(context, 'contactPublisher', { publisherId, message, subject: subject ?? '' }, async () => ({})),
    resetPublisherPassword: (_parent, { publisherId, userId }, context) =>
      runMutation(
        context,
        'resetPublisherPassword',
        { publisherId, userId: userId ?? null, appUrl: context.appUrl },
        async () => ({}),
      ),
  },
};
