import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { modes, type Stack } from '../support/stack.ts';

const creatorFields = `id displayName paymentName revision balance deleteBlockedReason website
  paymentType { value } emails { id value primary } phones { value primary } addresses { city country primary }
  lastEditor { firstName }`;

const createCreator = `mutation CreateCreator($input: CreateCreatorInput!) {
  createCreator(input: $input) { creator { ${creatorFields} } errors { field message code } position }
}`;
const updateCreator = `mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {
  updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {
    creator { ${creatorFields} } errors { field message code } position
  }
}`;
const deleteCreator = `mutation DeleteCreator($id: ID!) { deleteCreator(id: $id) { ok message errors { message code } position } }`;
/** The list asked for every field of its rows through a fragment, as the web app asks: what it selects beside the page must match the detail. */
const listCreatorsInFull = `query CreatorsInFull($params: CreatorListParams) {
  creators(params: $params) { items { ...Listed } }
}
fragment Listed on Creator { ${creatorFields} }`;
const listCreators = `query Creators($page: Int, $params: CreatorListParams) {
  creators(page: $page, params: $params) { totalCount page pageSize items { id number displayName paymentName } }
}`;

async function checkPaymentType(client: ApiClient): Promise<string> {
  const { paymentTypes } = await client.data('{ paymentTypes { id value } }');
  return paymentTypes[0].id;
}

describe.each(modes)('creators, $name', ({ available, start }) => {
  let stack: Stack;
  let client: ApiClient;
  let paymentTypeId: string;

  beforeAll(async () => {
    if (!available) return;
    stack = await start();
    client = await ApiClient.register(stack);
    paymentTypeId = await checkPaymentType(client);
  });
  afterAll(async () => stack?.close());

  const create = async (input: Record<string, unknown>) =>
    (await client.data(createCreator, { input: { paymentTypeId, email: 'someone@example.org', ...input } }))
      .createCreator;

  it.skipIf(!available)('creates a creator with contacts and shows it at once', async () => {
    const { creator, errors } = await create({
      displayName: 'Octavia Butler',
      email: 'octavia@example.org',
      phone: '555 0101',
      city: 'Pasadena',
      country: 'US',
    });
    expect(errors).toEqual([]);
    expect(creator).toMatchObject({
      displayName: 'Octavia Butler',
      paymentName: 'Octavia Butler',
      balance: '0.00',
      deleteBlockedReason: null,
      paymentType: { value: 'Check' },
      emails: [{ value: 'octavia@example.org', primary: true }],
      phones: [{ value: '555 0101', primary: true }],
      addresses: [{ city: 'Pasadena', country: 'US', primary: true }],
      lastEditor: { firstName: 'Ada' },
    });
    const { creator: fetched } = await client.data(`query($id: ID!) { creator(id: $id) { ${creatorFields} } }`, {
      id: creator.id,
    });
    expect(fetched).toEqual(creator);
    const listed = await client.data(listCreatorsInFull, { params: { search: 'Octavia Butler' } });
    expect(listed.creators.items).toEqual([creator]);
  });

  it.skipIf(!available)('answers invalid input with the spec messages and records nothing', async () => {
    const before = (await client.data(listCreators)).creators.totalCount;
    const { creator, errors } = await create({ displayName: '', email: 'nope', paymentTypeId: null });
    expect(creator).toBeNull();
    expect(errors).toEqual([
      { field: 'displayName', message: 'Display Name is required', code: 'VALIDATION' },
      {
        field: 'paymentTypeId',
        message: 'Please specify a payment method. These can be customized in your user settings.',
        code: 'VALIDATION',
      },
      { field: 'email', message: 'Please enter a valid email address', code: 'VALIDATION' },
    ]);
    const missingEmail = await create({ displayName: 'X', email: '' });
    expect(missingEmail.errors).toEqual([
      { field: 'email', message: 'Primary Email Address is required', code: 'VALIDATION' },
    ]);
    expect((await client.data(listCreators)).creators.totalCount).toBe(before);
  });

  it.skipIf(!available)('lists 25 a page with the total, searches each field and sorts both ways', async () => {
    const mine = await ApiClient.register(stack);
    const myPaymentType = await checkPaymentType(mine);
    for (let index = 0; index < 27; index++) {
      await mine.data(createCreator, {
        input: {
          displayName: `Author ${String(index).padStart(2, '0')}`,
          paymentName: `Payee ${String(26 - index).padStart(2, '0')}`,
          email: `author${index}@example.org`,
          paymentTypeId: myPaymentType,
        },
      });
    }
    const first = (await mine.data(listCreators, { page: 1 })).creators;
    expect(first.totalCount).toBe(27);
    expect(first.pageSize).toBe(25);
    expect(first.items).toHaveLength(25);
    expect(first.items[0].displayName).toBe('Author 00');
    const second = (await mine.data(listCreators, { page: 2 })).creators;
    expect(second.items.map((item: { displayName: string }) => item.displayName)).toEqual(['Author 25', 'Author 26']);
    // Past the last page there is no row to carry the total: it is still the exact count, counted or kept.
    expect((await mine.data(listCreators, { page: 3 })).creators).toMatchObject({ totalCount: 27, items: [] });
    expect(
      (await mine.data(listCreators, { page: 2, params: { searchField: 'DISPLAY_NAME', search: 'author 1' } }))
        .creators,
    ).toMatchObject({ totalCount: 10, items: [] });

    const byPaymentDesc = (
      await mine.data(listCreators, { params: { sortField: 'PAYMENT_NAME', sortDirection: 'DESC' } })
    ).creators;
    expect(byPaymentDesc.items[0].paymentName).toBe('Payee 26');
    const byDisplayDesc = (
      await mine.data(listCreators, { params: { sortField: 'DISPLAY_NAME', sortDirection: 'DESC' } })
    ).creators;
    expect(byDisplayDesc.items[0].displayName).toBe('Author 26');

    const search = async (searchField: string, search: string) =>
      (await mine.data(listCreators, { params: { searchField, search } })).creators;
    expect((await search('DISPLAY_NAME', 'author 1')).totalCount).toBe(10);
    expect((await search('PAYMENT_NAME', 'payee 2')).totalCount).toBe(7);
    expect((await search('PAYMENT_NAME', 'author')).totalCount).toBe(0);
    expect(
      (await search('DEFAULT', 'payee 00')).items.map((item: { displayName: string }) => item.displayName),
    ).toEqual(['Author 26']);
    // Two characters, which hold no trigram: a pair side by side, in any case.
    expect((await search('DISPLAY_NAME', 'oR')).totalCount).toBe(27);
    expect((await search('PAYMENT_NAME', '26')).items.map((item: { displayName: string }) => item.displayName)).toEqual(
      ['Author 00'],
    );
    expect((await search('DISPLAY_NAME', 'ar')).totalCount).toBe(0); // both letters are there, apart
    expect((await search('ID', `#${first.items[3].number}`)).items).toEqual([first.items[3]]);
    expect((await search('ID', first.items[3].id)).totalCount).toBe(0); // ids stay internal
    expect((await search('DISPLAY_NAME', '%')).totalCount).toBe(0);
  });

  it.skipIf(!available)('saves only changed fields and staged contacts together, one primary per kind', async () => {
    const { creator } = await create({ displayName: 'N. K. Jemisin', email: 'nk@example.org' });
    const { updateCreator: updated } = await client.data(updateCreator, {
      id: creator.id,
      expectedRevision: creator.revision,
      changed: { website: 'https://nkjemisin.example' },
      contacts: {
        added: [
          { kind: 'email', value: 'agent@example.org', primary: true },
          { kind: 'phone', value: '555 0199', primary: false },
        ],
        removed: [],
      },
    });
    expect(updated.errors).toEqual([]);
    expect(updated.creator.website).toBe('https://nkjemisin.example');
    expect(updated.creator.emails).toEqual([
      { id: expect.any(String), value: 'agent@example.org', primary: true },
      { id: creator.emails[0].id, value: 'nk@example.org', primary: false },
    ]);
    expect(updated.creator.phones).toEqual([{ value: '555 0199', primary: false }]);
    const listed = await client.data(listCreatorsInFull, { params: { search: 'N. K. Jemisin' } });
    expect(listed.creators.items).toEqual([updated.creator]);
  });

  it.skipIf(!available)('refuses a save started from an older revision and names who changed it', async () => {
    const { creator } = await create({ displayName: 'Ted Chiang', email: 'ted@example.org' });
    const first = await client.data(updateCreator, {
      id: creator.id,
      expectedRevision: creator.revision,
      changed: { website: 'https://a.example' },
    });
    expect(first.updateCreator.errors).toEqual([]);
    const stale = await client.data(updateCreator, {
      id: creator.id,
      expectedRevision: creator.revision,
      changed: { website: 'https://b.example' },
    });
    expect(stale.updateCreator.errors).toEqual([
      {
        field: null,
        code: 'CONFLICT',
        message: expect.stringContaining('Ada Byron'),
      },
    ]);
    const { creator: current } = await client.data(`query($id: ID!) { creator(id: $id) { website } }`, {
      id: creator.id,
    });
    expect(current.website).toBe('https://a.example');
  });

  it.skipIf(!available)('deletes a creator without links', async () => {
    const { creator } = await create({ displayName: 'To Be Removed', email: 'gone@example.org' });
    const { deleteCreator: reply } = await client.data(deleteCreator, { id: creator.id });
    expect(reply).toMatchObject({ ok: true, message: 'To Be Removed', errors: [] });
    const { creator: after } = await client.data(`query($id: ID!) { creator(id: $id) { id } }`, { id: creator.id });
    expect(after).toBeNull();
  });

  it.skipIf(!available)('adds payment methods, refusing duplicates', async () => {
    const added = await client.data(
      'mutation { createPaymentType(value: "PayPal") { item { value } errors { message } } }',
    );
    expect(added.createPaymentType).toEqual({ item: { value: 'PayPal' }, errors: [] });
    const duplicate = await client.data(
      'mutation { createPaymentType(value: "paypal") { item { value } errors { message } } }',
    );
    expect(duplicate.createPaymentType).toEqual({ item: null, errors: [{ message: 'Value already exists!' }] });
    const { paymentTypes } = await client.data('{ paymentTypes { value } }');
    expect(paymentTypes.map((type: { value: string }) => type.value)).toEqual(['Check', 'PayPal']);
  });

  it.skipIf(!available)(
    "keeps publishers apart: another publisher's user cannot read, list, change or delete a creator",
    async () => {
      const { creator } = await create({ displayName: 'Private Author', email: 'private@example.org' });
      const intruder = await ApiClient.register(stack, { publisher: 'Other House' });

      const read = await intruder.data(`query($id: ID!) { creator(id: $id) { id displayName } }`, { id: creator.id });
      expect(read.creator).toBeNull();
      const listed = await intruder.data(listCreators, { params: { search: 'Private Author' } });
      expect(listed.creators).toMatchObject({ totalCount: 0, items: [] });
      // By ID searches the creator's short number: the owner finds it, the other publisher does not.
      const { number } = (await client.data('query($id: ID!) { creator(id: $id) { number } }', { id: creator.id }))
        .creator;
      const byNumber = { params: { searchField: 'ID', search: `#${number}` } };
      expect((await client.data(listCreators, byNumber)).creators.items).toEqual([
        expect.objectContaining({ id: creator.id }),
      ]);
      expect((await intruder.data(listCreators, byNumber)).creators.totalCount).toBe(0);

      const changed = await intruder.data(updateCreator, { id: creator.id, changed: { displayName: 'Stolen' } });
      expect(changed.updateCreator).toMatchObject({
        creator: null,
        errors: [{ message: 'Creator not found', code: 'NOT_FOUND' }],
      });
      const deleted = await intruder.data(deleteCreator, { id: creator.id });
      expect(deleted.deleteCreator).toMatchObject({
        ok: false,
        errors: [{ message: 'Creator not found', code: 'NOT_FOUND' }],
      });

      const borrowed = await intruder.graphql(
        '{ creators { totalCount } }',
        {},
        { 'x-colophon-publisher': (await client.data('{ me { publisher { id } } }')).me.publisher.id },
      );
      expect(borrowed.status).toBe(403);
      expect(borrowed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const { creator: untouched } = await client.data(`query($id: ID!) { creator(id: $id) { displayName } }`, {
        id: creator.id,
      });
      expect(untouched.displayName).toBe('Private Author');
    },
  );
});
