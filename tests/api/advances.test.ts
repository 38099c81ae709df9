import { advanceMessages, boundMessages, minimumPayoutMessages, reserveMessages } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { creatorWithRoyalty, orderOf } from '../support/royalties.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const figures =
  'units credit paid reserveHeld reserveReleased reserveReturns reserveBalance recouped recoupedLife balance';
const ledger = `advances { name amount paid recouped recoupedLife unrecouped } payout { balance minimumPayout payable carriedForward }`;
const forStatement = `query($creatorId: ID!, $start: String!, $end: String!) {
  royaltysforstatement(creatorId: $creatorId, startDate: $start, endDate: $end) {
    royalties { royaltyId figures { ${figures} } } ${ledger}
  }
}`;
const createStatement = `mutation($input: CreateRoyaltyStatementInput!) {
  createRoyaltyStatement(input: $input) { statement { id lines { figures { ${figures} } } ${ledger} } ${errors} }
}`;
const advancesQuery = `query($creatorId: ID!) {
  advances(creatorId: $creatorId) { id name amount paid instalments { amount paidDate } unrecouped unrecoupedAsOf status }
}`;
const setReserve = `mutation($royaltyId: ID!, $reserve: RoyaltyReserveInput) {
  setRoyaltyReserve(royaltyId: $royaltyId, reserve: $reserve) { royalty { id reserve { percent cap release periods } } ${errors} }
}`;
const q1 = { start: '2026-01-01', end: '2026-03-31' };
const q2 = { start: '2026-04-01', end: '2026-06-30' };

// The embedded stack: the distributed one runs the same command, projection and query code.
describe.each(modes.slice(0, 1))('advances, reserves and the minimum payout, $name', ({ start }) => {
  let stack: Stack;
  let smtp: SmtpSink;
  let client: ApiClient;
  let rival: ApiClient;
  let creatorId: string;
  let royaltyId: string;
  let advanceId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stack = await start({ smtpUrl: smtp.url });
    [client, rival] = await Promise.all([
      ApiClient.register(stack, { publisher: 'Minerva Press' }),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
    ]);
    const fixture = await creatorWithRoyalty(client, {
      creator: 'Ann Radcliffe',
      email: 'ann@advances.example',
      title: 'The Italian',
      retailPrice: '10.00',
      inventoryQuantity: 5000,
      isbn: '9780199537389',
      company: 'Hookham’s Library',
    });
    ({ creatorId, royaltyId } = fixture);
    // 1,000 units at 10.00 in the first quarter, 500 in the second: each unit earns 1.00.
    for (const [quantity, paidDate] of [
      [1000, '2026-02-01'],
      [500, '2026-05-01'],
    ] as const)
      await orderOf(
        client,
        fixture.customerId,
        { productId: fixture.productId, quantity, unitPrice: '10.00' },
        { paidDate },
      );
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('keeps a reserve on the royalty, refusing one above its cap', async () => {
    const refused = await client.data(setReserve, { royaltyId, reserve: { percent: '25' } });
    expect(refused.setRoyaltyReserve.errors).toEqual([
      { field: 'percent', message: reserveMessages.aboveCap('20.0'), code: 'VALIDATION' },
    ]);
    const { setRoyaltyReserve } = await client.data(setReserve, {
      royaltyId,
      reserve: { percent: '10', release: 'full', periods: 1 },
    });
    expect(setRoyaltyReserve.errors).toEqual([]);
    expect(setRoyaltyReserve.royalty.reserve).toEqual({ percent: '10.00', cap: '20.00', release: 'full', periods: 1 });
    const foreign = await rival.data(setReserve, { royaltyId, reserve: { percent: '5' } });
    expect(foreign.setRoyaltyReserve.errors[0].code).toBe('NOT_FOUND');
  });

  it('pays an advance in instalments, never above what was agreed', async () => {
    const { createAdvance } = await client.data(
      `mutation($input: CreateAdvanceInput!) { createAdvance(input: $input) { advance { id status } ${errors} } }`,
      { input: { creatorId, name: 'The Italian, 2026 contract', amount: '500.00', royaltyIds: [royaltyId] } },
    );
    expect(createAdvance.errors).toEqual([]);
    expect(createAdvance.advance.status).toBe(advanceMessages.notOnStatement);
    advanceId = createAdvance.advance.id;
    const pay = `mutation($advanceId: ID!, $amount: String!, $paidDate: String) {
      payAdvance(advanceId: $advanceId, amount: $amount, paidDate: $paidDate) { advance { paid } ${errors} }
    }`;
    const first = await client.data(pay, { advanceId, amount: '300.00', paidDate: '2026-01-05' });
    expect(first.payAdvance).toMatchObject({ errors: [], advance: { paid: '300.00' } });
    const tooMuch = await client.data(pay, { advanceId, amount: '300.00', paidDate: '2026-01-06' });
    expect(tooMuch.payAdvance.errors).toEqual([
      { field: 'amount', message: advanceMessages.instalmentTooLarge, code: 'VALIDATION' },
    ]);
    const second = await client.data(pay, { advanceId, amount: '200.00', paidDate: '2026-02-05' });
    expect(second.payAdvance.advance.paid).toBe('500.00');
    expect((await rival.data(advancesQuery, { creatorId })).advances).toBeNull();
  });

  it('a statement holds the reserve and recoups the advance; the next releases it; the audit replays both', async () => {
    const statement = {
      creatorId,
      startDate: q1.start,
      endDate: q1.end,
      royaltyIds: [royaltyId],
      sentDate: '2026-04-02',
    };
    const { royaltyStatementPreview: preview } = await client.data(
      `query($creatorId: ID!, $startDate: String!, $endDate: String!, $royaltyIds: [ID!]!, $sentDate: String) {
        royaltyStatementPreview(creatorId: $creatorId, startDate: $startDate, endDate: $endDate, royaltyIds: $royaltyIds,
          sentDate: $sentDate, pubNote: "  With thanks.  ") { subject text }
      }`,
      statement,
    );
    const { createRoyaltyStatement } = await client.data(createStatement, {
      input: { ...statement, pubNote: 'With thanks.', email: 'ann@advances.example' },
    });
    expect(createRoyaltyStatement.errors).toEqual([]);
    const sent = createRoyaltyStatement.statement;
    // 1,000.00 earned, 100.00 held, the 500.00 advance recouped: 400.00 payable.
    expect(sent.lines[0].figures).toMatchObject({
      credit: '1000.00',
      reserveHeld: '100.00',
      reserveBalance: '100.00',
      recouped: '500.00',
      balance: '400.00',
    });
    expect(sent.advances).toEqual([
      {
        name: 'The Italian, 2026 contract',
        amount: '500.00',
        paid: '500.00',
        recouped: '500.00',
        recoupedLife: '500.00',
        unrecouped: '0.00',
      },
    ]);
    expect(sent.payout).toEqual({
      balance: '400.00',
      minimumPayout: '0.00',
      payable: '400.00',
      carriedForward: '0.00',
    });
    expect((await client.data(advancesQuery, { creatorId })).advances[0]).toMatchObject({
      status: advanceMessages.earnedOut,
      unrecoupedAsOf: q1.end,
    });

    // The preview showed the email exactly as it was sent, its reserve, advance and payout with it.
    const mail = await smtp.mailTo('ann@advances.example');
    expect({ subject: mail.subject, text: mail.text?.trimEnd() }).toEqual(preview);
    for (const line of [
      'The Italian · Paperback · 9780199537389 | Reserve held: $100.00 | Reserve released: $0.00 | Returns met by reserve: $0.00 | Reserve balance: $100.00 | Advance recouped: $500.00',
      'The Italian, 2026 contract | Amount: $500.00 | Paid to date: $500.00 | Recouped this period: $500.00 | Unrecouped balance: Earned out',
      'Payable now: $400.00',
    ])
      expect(preview.text).toContain(line);

    const { royaltyStatementAudit } = await client.data(
      `query($id: ID!) { royaltyStatementAudit(id: $id) { asSent { matches } } }`,
      { id: sent.id },
    );
    expect(royaltyStatementAudit.asSent.matches).toBe(true);

    // The next quarter: 500.00 earned, the 100.00 released, 50.00 of its own held.
    const { changePublisherMinimumPayout } = await client.data(
      `mutation { changePublisherMinimumPayout(minimumPayout: "1000.00") { minimumPayout ${errors} } }`,
    );
    expect(changePublisherMinimumPayout).toEqual({ minimumPayout: '1000.00', errors: [] });
    const { royaltysforstatement } = await client.data(forStatement, { creatorId, ...q2 });
    expect(royaltysforstatement.royalties[0].figures).toMatchObject({
      credit: '500.00',
      reserveReleased: '100.00',
      reserveHeld: '50.00',
      reserveBalance: '50.00',
      recouped: '0.00',
      balance: '950.00',
    });
    // Below the minimum payout of 1,000.00: carried forward.
    expect(royaltysforstatement.payout).toEqual({
      balance: '950.00',
      minimumPayout: '1000.00',
      payable: '0.00',
      carriedForward: '950.00',
    });

    // The royalty list, the royalty and the creator's balance apply the same ledger: 1,500.00 earned,
    // 50.00 still held, 500.00 recouped (before, the list said 1,500.00).
    const listed = await client.data(
      `query($creatorId: ID!, $id: ID!) {
        royaltys(params: { creatorId: $creatorId }) { items { id owed paid balance } }
        royalty(id: $id) { owed balance }
        creator(id: $creatorId) { balance }
      }`,
      { creatorId, id: royaltyId },
    );
    expect(listed).toEqual({
      royaltys: { items: [{ id: royaltyId, owed: '950.00', paid: '0.00', balance: '950.00' }] },
      royalty: { owed: '950.00', balance: '950.00' },
      creator: { balance: '950.00' },
    });
  });

  it('replays a statement as sent after its advance is deleted, and names what changed since in its advance and payout', async () => {
    const { createAdvance } = await client.data(
      `mutation($input: CreateAdvanceInput!) { createAdvance(input: $input) { advance { id } ${errors} } }`,
      { input: { creatorId, name: 'The Italian, sequel', amount: '300.00', royaltyIds: [royaltyId] } },
    );
    expect(createAdvance.errors).toEqual([]);
    const { createRoyaltyStatement } = await client.data(createStatement, {
      input: { creatorId, startDate: q2.start, endDate: q2.end, royaltyIds: [royaltyId] },
    });
    expect(createRoyaltyStatement.errors).toEqual([]);
    const sent = createRoyaltyStatement.statement;
    // 1,450.00 available after the reserve, 500.00 + 300.00 recouped (the first quarter earned both): 650.00,
    // below the minimum.
    expect(sent.lines[0].figures).toMatchObject({ recoupedLife: '800.00', balance: '650.00' });
    expect(sent.payout).toEqual({
      balance: '650.00',
      minimumPayout: '1000.00',
      payable: '0.00',
      carriedForward: '650.00',
    });

    // Nothing of it was paid, so it can be deleted; the owner lowers the minimum too.
    const { deleteAdvance } = await client.data(`mutation($id: ID!) { deleteAdvance(id: $id) { ${errors} } }`, {
      id: createAdvance.advance.id,
    });
    expect(deleteAdvance.errors).toEqual([]);
    const { changePublisherMinimumPayout } = await client.data(
      `mutation { changePublisherMinimumPayout(minimumPayout: "0") { ${errors} } }`,
    );
    expect(changePublisherMinimumPayout.errors).toEqual([]);

    const { royaltyStatementAudit } = await client.data(
      `query($id: ID!) { royaltyStatementAudit(id: $id) {
        asSent { matches ledgerDiffering lines { differing } }
        asNow { matches ledgerDiffering changes { type figures } }
      } }`,
      { id: sent.id },
    );
    // The events as they stood when it was sent still hold the deleted advance.
    expect(royaltyStatementAudit.asSent).toEqual({ matches: true, ledgerDiffering: [], lines: [{ differing: [] }] });
    expect(royaltyStatementAudit.asNow.matches).toBe(false);
    expect(royaltyStatementAudit.asNow.ledgerDiffering).toEqual([
      'advance "The Italian, sequel": not recomputed',
      'payout: balanceCents',
      'payout: minimumPayoutCents',
      'payout: payableCents',
      'payout: carriedForwardCents',
    ]);
    expect(royaltyStatementAudit.asNow.changes.map((change: { type: string }) => change.type)).toEqual([
      'AdvanceDeleted',
      'PublisherMinimumPayoutChanged',
    ]);
    expect(royaltyStatementAudit.asNow.changes[1].figures).toEqual([
      'payout: minimumPayoutCents',
      'payout: payableCents',
      'payout: carriedForwardCents',
    ]);
  });

  it('refuses a minimum payout too large to book as it refuses any amount, and a negative one', async () => {
    const change = `mutation($minimumPayout: String!) {
      changePublisherMinimumPayout(minimumPayout: $minimumPayout) { minimumPayout ${errors} }
    }`;
    for (const [minimumPayout, message] of [
      ['1e308', boundMessages.amountTooLarge],
      ['99999999999999', boundMessages.amountTooLarge],
      ['-5', minimumPayoutMessages.amountInvalid],
    ])
      expect((await client.data(change, { minimumPayout })).changePublisherMinimumPayout.errors).toEqual([
        { field: 'minimumPayout', message, code: 'VALIDATION' },
      ]);
  });
});
