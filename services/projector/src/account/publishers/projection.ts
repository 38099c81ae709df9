import { defineProjection } from '../../runtime/projection.ts';

export const publishersProjection = defineProjection({
  name: 'publishers',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['users', 'publishers', 'publisher_members'],
  keys: { publisher_members: ['publisher_id', 'user_id'] },
  // Whom a request resolves to: the member, the role, staff rights, a publisher still there.
  callerChanges: {
    UserMadeSuperuser: (event) => ({ userIds: [event.data.userId] }),
    PublisherMemberAdded: (event) => ({ userIds: [event.data.userId] }),
    PublisherMemberRoleChanged: (event) => ({ userIds: [event.data.userId] }),
    PublisherMemberRemoved: (event) => ({ userIds: [event.data.userId] }),
    PublisherDeleted: () => ({ everyone: true }),
  },
  handlers: {
    UserRegistered: (rows, event) => {
      const { userId, email, firstName, lastName } = event.data;
      rows.upsert('users', {
        id: userId,
        email,
        first_name: firstName,
        last_name: lastName,
        created_at: event.metadata.occurredAt,
      });
    },
    UserLoggedIn: (rows, event) =>
      rows.update('users', event.data.userId, { last_login_at: event.metadata.occurredAt }),
    UserMadeSuperuser: (rows, event) => rows.update('users', event.data.userId, { is_superuser: true }),
    PublisherCreated: (rows, event) => {
      const { publisherId, name, plan, maxProducts, currency, accountingMethod } = event.data;
      rows.upsert('publishers', {
        id: publisherId,
        name,
        plan,
        max_products: maxProducts,
        currency_code: currency.code,
        currency_label: currency.label,
        currency_symbol: currency.symbol,
        accounting_method: accountingMethod,
        created_at: event.metadata.occurredAt,
      });
    },
    PublisherPlanChanged: (rows, event) => {
      const { publisherId, plan, maxProducts } = event.data;
      rows.update('publishers', publisherId, { plan, max_products: maxProducts });
    },
    PublisherBillingUpdated: (rows, event) => {
      const { publisherId, billingId, billingDate, billingActive } = event.data;
      rows.update('publishers', publisherId, {
        billing_id: billingId,
        billing_date: billingDate,
        billing_active: billingActive,
      });
    },
    PublisherCurrencyChanged: (rows, event) => {
      const { publisherId, currency } = event.data;
      rows.update('publishers', publisherId, {
        currency_code: currency.code,
        currency_label: currency.label,
        currency_symbol: currency.symbol,
      });
    },
    PublisherAccountingMethodChanged: (rows, event) =>
      rows.update('publishers', event.data.publisherId, { accounting_method: event.data.accountingMethod }),
    PublisherSalesByRegionChanged: (rows, event) =>
      rows.update('publishers', event.data.publisherId, { sales_by_region: event.data.enabled }),
    // Access ends for every member at once; the events, and so the history, stay.
    PublisherDeleted: (rows, event) => {
      rows.update('publishers', event.data.publisherId, { deleted_at: event.metadata.occurredAt });
      rows.deleteWhere('publisher_members', 'publisher_id', event.data.publisherId);
    },
    UserProfileUpdated: (rows, event) => {
      const { userId, firstName, lastName, photoUrl } = event.data;
      rows.update('users', userId, { first_name: firstName, last_name: lastName, photo_url: photoUrl || null });
    },
    PublisherMemberAdded: (rows, event) => {
      const { publisherId, userId, role } = event.data;
      rows.upsert('publisher_members', {
        publisher_id: publisherId,
        user_id: userId,
        role,
        created_at: event.metadata.occurredAt,
      });
    },
    PublisherInboxRead: (rows, event) =>
      rows.update('publishers', event.data.publisherId, { inbox_date: event.data.inboxDate }),
    PublisherOnboardingCompleted: (rows, event) =>
      rows.update('publishers', event.data.publisherId, { onboarding_completed: true }),
    PublisherMemberRoleChanged: (rows, event) => {
      const { publisherId, userId, role } = event.data;
      rows.update('publisher_members', { publisher_id: publisherId, user_id: userId }, { role });
    },
    PublisherMemberRemoved: (rows, event) => {
      const { publisherId, userId } = event.data;
      rows.delete('publisher_members', { publisher_id: publisherId, user_id: userId });
    },
  },
});
