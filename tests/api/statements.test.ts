import { statementMessages } from '@colophon/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient } from '../support/client.ts';
import { creatorWithRoyalty, orderOf } from '../support/royalties.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { modes, type Stack } from '../support/stack.ts';

const errors = 'errors { field message code }';
const figures = 'units revenue expenses credit debit lifeUnits lifeRevenue lifeCredit lifeDebit paid balance';
const statementFields = `id sentDate startDate endDate pubNote emailedTo computedAt creatorName publisherName pdfPath
  sentBy { email } lines { royaltyId title isbn figures { ${figures} } } totals { ${figures} }`;
const createStatement = `mutation($input: CreateRoyaltyStatementInput!) {
  createRoyaltyStatement(input: $input) { statement { ${statementFields} } emailed ${errors} position }
}`;
const forStatement = `query($creatorId: ID!, $start: String!, $end: String!) {
  royaltysforstatement(creatorId: $creatorId, startDate: $start, endDate: $end) {
    royalties { royaltyId title figures { ${figures} } } user { id email firstName } computedAt
  }
}`;
const statementQuery = `query($id: ID!) { royaltyStatement(id: $id) { ${statementFields} } }`;
const pastStatements = `query($creatorId: ID!) { royaltyStatements(creatorId: $creatorId) { totalCount items { id sentDate } } }`;
const audit = `query($id: ID!) { royaltyStatementAudit(id: $id) {
  asSent { matches lines { differing sent { balance } recomputed { balance } } }
  asNow { matches lines { differing recomputed { paid balance credit } } changes { type streamId occurredAt user { email } figures } }
} }`;
const june = { start: '2025-06-01', end: '2025-06-30' };

describe.each(modes)('royalty statements, $name', ({ available, start }) => {
  let stack: Stack;
  let smtp: SmtpSink;
  let client: ApiClient;
  let rival: ApiClient;
  let checkId: string;
  let creatorId: string;
  let royaltyId: string;
  let royaltyRevision: number;
  let orderId: string;
  let statementId: string;

  beforeAll(async () => {
    if (!available) return;
    smtp = await startSmtpSink();
    stack = await start({ smtpUrl: smtp.url });
    [client, rival] = await Promise.all([
      ApiClient.register(stack, { publisher: 'Lackington Press' }),
      ApiClient.register(stack, { publisher: 'Rival Press' }),
    ]);
    const fixture = await creatorWithRoyalty(client, {
      creator: 'Mary Shelley',
      email: 'mary@statements.example',
      title: 'Frankenstein',
      retailPrice: '20.00',
      inventoryQuantity: 500,
      isbn: '9780141439471',
      tiers: [
        { thresholdStart: 0, amount: '10', royaltyTerm: 2 },
        { thresholdStart: 100, amount: '15', royaltyTerm: 2 },
      ],
      company: 'Lackington Books',
    });
    ({ checkId, creatorId, royaltyId, royaltyRevision } = fixture);
    // 120 units at 10.00 paid in June: 100 units at 10 % and 20 at 15 % of net receipts = 130.00.
    ({ orderId } = await orderOf(
      client,
      fixture.customerId,
      { productId: fixture.productId, quantity: 120, unitPrice: '10.00' },
      { paidDate: '2025-06-10' },
    ));
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it.skipIf(!available)('offers the creator’s royalties with the period’s figures and the user', async () => {
    const { royaltysforstatement } = await client.data(forStatement, { creatorId, ...june });
    expect(royaltysforstatement.user).toMatchObject({ email: client.email, firstName: 'Ada' });
    expect(royaltysforstatement.royalties).toEqual([
      {
        royaltyId,
        title: 'Frankenstein',
        figures: {
          units: 120,
          revenue: '1200.00',
          expenses: '0.00',
          credit: '130.00',
          debit: '0.00',
          lifeUnits: 120,
          lifeRevenue: '1200.00',
          lifeCredit: '130.00',
          lifeDebit: '0.00',
          paid: '0.00',
          balance: '130.00',
        },
      },
    ]);
    const may = await client.data(forStatement, { creatorId, start: '2025-05-01', end: '2025-05-31' });
    expect(may.royaltysforstatement.royalties[0].figures).toMatchObject({ units: 0, credit: '0.00', lifeUnits: 0 });
  });

  it.skipIf(!available)('sends a statement: mailed with its PDF, listed on the creator, and kept as sent', async () => {
    const refused = await client.data(createStatement, {
      input: { creatorId, startDate: june.start, endDate: june.end, royaltyIds: [], email: 'mary@statements.example' },
    });
    expect(refused.createRoyaltyStatement.errors).toEqual([
      { field: 'royaltyIds', message: statementMessages.noRoyalties, code: 'VALIDATION' },
    ]);
    const stranger = await client.data(createStatement, {
      input: { creatorId, startDate: june.start, endDate: june.end, royaltyIds: [royaltyId], email: 'x@else.example' },
    });
    expect(stranger.createRoyaltyStatement.errors[0].message).toBe(statementMessages.emailNotOfCreator);

    const { createRoyaltyStatement: sent } = await client.data(createStatement, {
      input: {
        creatorId,
        startDate: june.start,
        endDate: june.end,
        sentDate: '2025-07-01',
        pubNote: 'Thank you for a fine June.',
        royaltyIds: [royaltyId],
        email: 'mary@statements.example',
      },
    });
    expect(sent.errors).toEqual([]);
    expect(sent.emailed).toBe(true);
    statementId = sent.statement.id;
    expect(sent.statement).toMatchObject({
      emailedTo: 'mary@statements.example',
      creatorName: 'Mary Shelley',
      publisherName: 'Lackington Press',
      sentBy: { email: client.email },
      totals: { credit: '130.00', balance: '130.00' },
    });
    expect(sent.statement.computedAt).toMatch(/^\d+:\d+$/);

    const mail = await smtp.mailTo('mary@statements.example');
    expect(mail.subject).toBe('Royalty statement from Lackington Press: 2025-06-01 to 2025-06-30');
    expect(mail.text).toContain('Thank you for a fine June.');
    expect(mail.text).toContain('Balance carried: $130.00');
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: 'royalty-statement-2025-06-01-to-2025-06-30.pdf',
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
    for (const expected of ['Lackington Press', 'Mary Shelley', 'Period: 2025-06-01 to 2025-06-30', 'Frankenstein'])
      expect(text).toContain(expected);
    expect(text).toContain('$1,200.00');
    expect(text).toContain('Balance carried: $130.00');

    const download = await fetch(`${stack.queryUrl}${sent.statement.pdfPath}`, { headers: client.headers() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf!.content)).toBe(true);

    const { royaltyStatements } = await client.data(pastStatements, { creatorId });
    expect(royaltyStatements).toMatchObject({ totalCount: 1, items: [{ id: statementId, sentDate: '2025-07-01' }] });
    const { royaltyStatementAudit } = await client.data(audit, { id: statementId });
    expect(royaltyStatementAudit.asSent.matches).toBe(true);
    expect(royaltyStatementAudit.asNow).toMatchObject({ matches: true, changes: [] });
  });

  it.skipIf(!available)(
    'replays a statement as sent after the past changed, and lists what changed it since, by whom',
    async () => {
      const before = (await client.data(statementQuery, { id: statementId })).royaltyStatement;
      const { createRoyaltyPayment } = await client.data(
        `mutation($royaltyId: ID!, $payment: RoyaltyPaymentInput!) {
          createRoyaltyPayment(royaltyId: $royaltyId, payment: $payment) { ${errors} position }
        }`,
        { royaltyId, payment: { methodId: checkId, sentDate: '2025-06-20', amount: '30.00' } },
      );
      expect(createRoyaltyPayment.errors).toEqual([]);
      const { updateRoyalty } = await client.data(
        `mutation($id: ID!, $revision: Int, $changed: RoyaltyChangesInput!) {
          updateRoyalty(id: $id, expectedRevision: $revision, changed: $changed) { ${errors} position }
        }`,
        {
          id: royaltyId,
          revision: royaltyRevision,
          changed: { tiers: [{ thresholdStart: 0, amount: '12', royaltyTerm: 2 }] },
        },
      );
      expect(updateRoyalty.errors).toEqual([]);
      const { updateOrder } = await client.data(
        `mutation($id: ID!) { updateOrder(id: $id, paid: false) { ${errors} position } }`,
        { id: orderId },
      );
      expect(updateOrder.errors).toEqual([]);
      const { royaltyStatementAudit: replay } = await client.data(audit, { id: statementId });
      expect(replay.asSent.matches).toBe(true);
      expect(replay.asSent.lines[0]).toMatchObject({ differing: [], recomputed: { balance: '130.00' } });
      expect(replay.asNow.matches).toBe(false);
      expect(replay.asNow.lines[0].recomputed).toMatchObject({ paid: '30.00', credit: '0.00', balance: '-30.00' });
      expect(replay.asNow.changes.map((change: { type: string }) => change.type)).toEqual([
        'RoyaltyPaymentRecorded',
        'RoyaltyTiersChanged',
        'OrderMarkedUnpaid',
      ]);
      for (const change of replay.asNow.changes) expect(change.user).toEqual({ email: client.email });
      // A payment within the period moves the line's balance, and so the payout's.
      expect(replay.asNow.changes[0].figures).toEqual([
        'paidCents',
        'balanceCents',
        'payout: balanceCents',
        'payout: payableCents',
      ]);

      // Paid again at the new rate (120 units at 12 %), and the statement itself never changed.
      const paidAgain = await client.data(
        `mutation($id: ID!) { updateOrder(id: $id, paid: true, paidDate: "2025-06-10") { ${errors} position } }`,
        { id: orderId },
      );
      expect(paidAgain.updateOrder.errors).toEqual([]);
      const later = (await client.data(audit, { id: statementId })).royaltyStatementAudit;
      expect(later.asSent.matches).toBe(true);
      expect(later.asNow.changes.map((change: { type: string }) => change.type)).toEqual([
        'RoyaltyPaymentRecorded',
        'RoyaltyTiersChanged',
        'OrderMarkedUnpaid',
        'OrderMarkedPaid',
      ]);
      expect(later.asNow.lines[0].recomputed).toMatchObject({ credit: '144.00', balance: '114.00' });
      expect((await client.data(statementQuery, { id: statementId })).royaltyStatement).toEqual(before);
    },
  );

  it.skipIf(!available)('keeps statements to their publisher', async () => {
    expect((await rival.data(statementQuery, { id: statementId })).royaltyStatement).toBeNull();
    expect((await rival.data(audit, { id: statementId })).royaltyStatementAudit).toBeNull();
    expect((await rival.data(pastStatements, { creatorId })).royaltyStatements).toBeNull();
    expect((await rival.data(forStatement, { creatorId, ...june })).royaltysforstatement).toBeNull();
    const download = await fetch(`${stack.queryUrl}/api/v1/royalty_statements/${statementId}/pdf`, {
      headers: rival.headers(),
    });
    expect(download.status).toBe(404);
    const theirs = await rival.data(createStatement, {
      input: { creatorId, startDate: june.start, endDate: june.end, royaltyIds: [royaltyId] },
    });
    expect(theirs.createRoyaltyStatement.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'creatorId',
      'royaltyIds',
    ]);
  });

  it.skipIf(!available)('sends through the spec’s POST /send_royalty_statement/ too', async () => {
    const reply = await fetch(`${stack.queryUrl}/send_royalty_statement/`, {
      method: 'POST',
      headers: { ...client.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({
        creatorId,
        creatorEmail: 'mary@statements.example',
        sendDate: '2025-08-01',
        pubNote: 'July, by the REST call.',
        startDate: '2025-07-01',
        endDate: '2025-07-31',
        royaltyIds: [royaltyId],
      }),
    });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { message: string; emailed: boolean; position: string };
    expect(body.emailed).toBe(true);
    client.position = body.position;
    const mail = await smtp.mailTo('mary@statements.example', (candidate) => candidate.text?.includes('July') ?? false);
    expect(mail.attachments).toHaveLength(1);
    const { royaltyStatements } = await client.data(pastStatements, { creatorId });
    expect(royaltyStatements.items.map((item: { id: string }) => item.id)).toEqual([body.message, statementId]);
  });
});
