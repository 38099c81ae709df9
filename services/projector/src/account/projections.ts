import { defineProjection } from '../runtime/projection.ts';

export const accountProjection = defineProjection({
  name: 'account',
  tables: ['users', 'publishers', 'publisher_members'],
  handlers: {
    UserRegistered: async (tx, event) => {
      const { userId, email, firstName, lastName } = event.data;
      await tx('users')
        .insert({ id: userId, email, first_name: firstName, last_name: lastName, created_at: event.metadata.occurredAt })
        .onConflict('id')
        .ignore();
    },
    UserLoggedIn: async (tx, event) => {
      await tx('users').where({ id: event.data.userId }).update({ last_login_at: event.metadata.occurredAt });
    },
    PublisherCreated: async (tx, event) => {
      const { publisherId, name, plan, maxProducts, currency, accountingMethod } = event.data;
      await tx('publishers')
        .insert({
          id: publisherId,
          name,
          plan,
          max_products: maxProducts,
          currency_code: currency.code,
          currency_label: currency.label,
          currency_symbol: currency.symbol,
          accounting_method: accountingMethod,
          created_at: event.metadata.occurredAt,
        })
        .onConflict('id')
        .ignore();
    },
    PublisherPlanChanged: async (tx, event) => {
      const { publisherId, plan, maxProducts } = event.data;
      await tx('publishers').where({ id: publisherId }).update({ plan, max_products: maxProducts });
    },
    PublisherMemberAdded: async (tx, event) => {
      const { publisherId, userId, role } = event.data;
      await tx('publisher_members')
        .insert({ publisher_id: publisherId, user_id: userId, role, created_at: event.metadata.occurredAt })
        .onConflict(['publisher_id', 'user_id'])
        .merge(['role']);
    },
  },
});

export const lookupsProjection = defineProjection({
  name: 'lookups',
  tables: ['lookup_values'],
  handlers: {
    LookupValueAdded: async (tx, event) => {
      const { publisherId, kind, id, value } = event.data;
      await tx('lookup_values')
        .insert({ id, publisher_id: publisherId, kind, value, created_at: event.metadata.occurredAt })
        .onConflict('id')
        .ignore();
    },
  },
});
