import { accessMessages, profileMessages, regionMessages, settingsMessages } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const me =
  '{ me { user { id firstName lastName photoUrl } publisher { id name currency { code symbol } accountingMethod enableSalesByRegion regions { name countries } } } }';
const createClass = `mutation($value: String!) { createCustomerClass(value: $value) { item { id value } ${errors} position } }`;
const renameValue = `mutation($kind: LookupKind!, $id: ID!, $value: String!) { updateLookupValue(kind: $kind, id: $id, value: $value) { item { id value } ${errors} position } }`;
const deleteValue = `mutation($kind: LookupKind!, $id: ID!) { deleteLookupValue(kind: $kind, id: $id) { ok message ${errors} position } }`;
const updatePublisher = `mutation($id: ID!, $changed: PublisherChangesInput!) { updatePublisher(id: $id, changed: $changed) { message publisher { currency { code symbol } accountingMethod } ${errors} position } }`;
const salesByRegion = `mutation($enable: Boolean!) { updatePublisherSalesRegionSetting(enable: $enable) { message publisher { enableSalesByRegion } ${errors} position } }`;
const createRegion = `mutation($name: String!, $countries: [String!]!) { createRegion(name: $name, countries: $countries) { region { id name countries } ${errors} position } }`;
const updateRegion = `mutation($id: ID!, $name: String!, $countries: [String!]!) { updateRegion(id: $id, name: $name, countries: $countries) { region { id name countries } ${errors} position } }`;
const deleteRegion = `mutation($id: ID!) { deleteRegion(id: $id) { ok message ${errors} position } }`;
const updateProfile = `mutation($id: ID!, $changed: ProfileChangesInput!) { updatePublisherUser(id: $id, changed: $changed) { message user { firstName lastName photoUrl } ${errors} position } }`;
const deletePublisher = `mutation($id: ID!, $confirmation: String!) { deletePublisher(id: $id, confirmation: $confirmation) { ok message ${errors} position } }`;

describe.each(modes)('settings, regions and profile, $name', ({ available, start }) => {
  let stack: Stack;
  beforeAll(async () => {
    if (available) stack = await start();
  });
  afterAll(async () => stack?.close());

  it.skipIf(!available)('renames and deletes list values, refusing duplicates and values in use', async () => {
    const owner = await ApiClient.register(stack);
    const retail = (await owner.data(createClass, { value: 'Retail' })).createCustomerClass.item;
    const library = (await owner.data(createClass, { value: 'Library' })).createCustomerClass.item;

    const duplicate = await owner.data(renameValue, { kind: 'customerClass', id: library.id, value: 'retail' });
    expect(duplicate.updateLookupValue.errors).toEqual([
      { field: 'value', message: settingsMessages.valueExists, code: 'VALIDATION' },
    ]);
    const renamed = await owner.data(renameValue, { kind: 'customerClass', id: library.id, value: 'Libraries' });
    expect(renamed.updateLookupValue).toMatchObject({ item: { value: 'Libraries' }, errors: [] });

    await owner.data(
      `mutation($id: ID!) { createCustomer(input: { company: "Corner Shop", customerClassId: $id }) { customer { id } ${errors} position } }`,
      {
        id: retail.id,
      },
    );
    const refused = await owner.data(deleteValue, { kind: 'customerClass', id: retail.id });
    expect(refused.deleteLookupValue).toMatchObject({ ok: false, message: settingsMessages.inUse });

    expect((await owner.data(deleteValue, { kind: 'customerClass', id: library.id })).deleteLookupValue).toMatchObject({
      ok: true,
      errors: [],
    });
    expect((await owner.data('{ customerClasses { value } }')).customerClasses).toEqual([{ value: 'Retail' }]);
  });

  it.skipIf(!available)('changes currency and accounting method for the owner only', async () => {
    const owner = await ApiClient.register(stack);
    const { id } = (await owner.data(me)).me.publisher;
    const currency = await owner.data(updatePublisher, { id, changed: { currency: 'EUR' } });
    expect(currency.updatePublisher).toMatchObject({
      message: settingsMessages.currencyUpdated,
      publisher: { currency: { code: 'EUR', symbol: '€' } },
    });
    const method = await owner.data(updatePublisher, { id, changed: { accountingMethod: 'shipped' } });
    expect(method.updatePublisher).toMatchObject({
      message: settingsMessages.accountingUpdated,
      publisher: { accountingMethod: 'shipped' },
    });
    const region = await owner.data(salesByRegion, { enable: true });
    expect(region.updatePublisherSalesRegionSetting).toMatchObject({
      message: settingsMessages.salesByRegionUpdated,
      publisher: { enableSalesByRegion: true },
    });
    expect((await owner.data(me)).me.publisher).toMatchObject({
      currency: { code: 'EUR', symbol: '€' },
      accountingMethod: 'shipped',
      enableSalesByRegion: true,
    });
  });

  it.skipIf(!available)('keeps each country in one region, also under 10 concurrent edits', async () => {
    const owner = await ApiClient.register(stack);
    const europe = (await owner.data(createRegion, { name: 'Europe', countries: ['FR', 'de'] })).createRegion;
    expect(europe).toMatchObject({ region: { name: 'Europe', countries: ['FR', 'DE'] }, errors: [] });
    const blank = await owner.data(createRegion, { name: '  ', countries: [] });
    expect(blank.createRegion.errors).toEqual([
      { field: 'name', message: regionMessages.nameRequired, code: 'VALIDATION' },
    ]);
    const taken = await owner.data(createRegion, { name: 'West', countries: ['FR'] });
    expect(taken.createRegion.errors[0].message).toBe(regionMessages.countryTaken('France', 'Europe'));

    // Ten regions, then ten edits at once each claiming Japan: exactly one may hold it.
    const regions: string[] = [];
    for (let index = 0; index < 10; index++) {
      regions.push((await owner.data(createRegion, { name: `Region ${index}`, countries: [] })).createRegion.region.id);
    }
    const claims = await Promise.all(
      regions.map((id, index) => owner.data(updateRegion, { id, name: `Region ${index}`, countries: ['JP'] })),
    );
    const won = claims.filter((claim) => claim.updateRegion.errors.length === 0);
    expect(won).toHaveLength(1);
    for (const claim of claims.filter((claim) => claim.updateRegion.errors.length > 0)) {
      expect(claim.updateRegion.errors[0].message).toMatch(/^Japan already belongs to the region Region \d\.$/);
    }
    const holders = (await owner.data('{ regions { name countries } }')).regions.filter(
      (region: { countries: string[] }) => region.countries.includes('JP'),
    );
    expect(holders).toHaveLength(1);

    const deleted = await owner.data(deleteRegion, { id: europe.region.id });
    expect(deleted.deleteRegion).toMatchObject({ ok: true, message: regionMessages.deleted });
    expect((await owner.data(createRegion, { name: 'France', countries: ['FR'] })).createRegion.errors).toEqual([]);
  });

  it.skipIf(!available)('updates one’s own profile, and refuses another user’s', async () => {
    const owner = await ApiClient.register(stack);
    const other = await ApiClient.register(stack);
    const { id } = (await owner.data(me)).me.user;
    const otherId = (await other.data(me)).me.user.id;
    const updated = await owner.data(updateProfile, { id, changed: { firstName: 'Augusta', lastName: 'King' } });
    expect(updated.updatePublisherUser).toMatchObject({
      message: profileMessages.publisherUserUpdated,
      user: { firstName: 'Augusta', lastName: 'King', photoUrl: null },
      errors: [],
    });
    const refused = await owner.data(updateProfile, { id: otherId, changed: { firstName: 'X' } });
    expect(refused.updatePublisherUser.errors[0].message).toBe(profileMessages.userNotFound);
    expect((await other.data(me)).me.user.firstName).toBe('Ada');
  });

  it.skipIf(!available)('deletes the account after confirmation: nobody can act in it, its events stay', async () => {
    const owner = await ApiClient.register(stack, { publisher: 'Short Lived Press' });
    const { id } = (await owner.data(me)).me.publisher;
    const mismatch = await owner.data(deletePublisher, { id, confirmation: 'Short' });
    expect(mismatch.deletePublisher).toMatchObject({ ok: false, message: settingsMessages.deleteAccountNameMismatch });
    const deleted = await owner.data(deletePublisher, { id, confirmation: 'Short Lived Press' });
    expect(deleted.deletePublisher).toMatchObject({ ok: true, errors: [] });
    const after = await owner.graphql(me);
    expect(after.body.data?.me ?? null).toBeNull();
    expect(after.body.errors?.[0]?.message).toBeTruthy();
  });

  it.skipIf(!available)('leaves settings customization to the owner', async () => {
    const owner = await ApiClient.register(stack);
    const email = `admin.${Date.now()}@press.example`;
    const sent = await owner.rest('/send_invitation/', { email, role: 'admin' });
    expect(sent.status).toBe(200);
    // The accept link is checked against the invitations read model: wait until it holds this one.
    owner.position = sent.body.position;
    await owner.data('{ publisherUsers { invitations { id } } }');
    const admin = await ApiClient.register(stack, { email, publisher: '', invite: sent.body.key });
    admin.position = owner.position;
    const { id } = (await admin.data(me)).me.publisher;
    const refused = await admin.data(updatePublisher, { id, changed: { currency: 'GBP' } });
    expect(refused.updatePublisher.errors).toEqual([
      { field: null, message: accessMessages.ownerOnly, code: 'FORBIDDEN' },
    ]);
    const region = await admin.data(createRegion, { name: 'Asia', countries: ['JP'] });
    expect(region.createRegion.errors[0].message).toBe(accessMessages.ownerOnly);
  });
});
