import { accessMessages, staffMessages } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anonymousPost, ApiClient, uniqueEmail } from '../support/client.ts';
import { linkIn, type SmtpSink, startSmtpSink } from '../support/smtpSink.ts';
import { modes, type Stack } from '../support/stack.ts';

/** The spec's calculator sample, as the screen sends it. */
const sampleRequest = {
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  unitsInPeriod: 75,
  retailPrice: 15.99,
  expensesInPeriod: 220,
  royaltyType: 2,
  payments: 50,
  // Out of order on purpose: the server sorts them by threshold too.
  tiers: [
    { threshold: 200, rate: 18, type: 2 },
    { threshold: 0, rate: 10, type: 2 },
    { threshold: 100, rate: 15, type: 2 },
  ],
};

async function get(url: string, client: ApiClient) {
  const response = await fetch(url, { headers: client.headers() });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Figures the read models fill a moment after the fact (a refused login answers with no position). */
async function eventually<Value>(read: () => Promise<Value>, done: (value: Value) => boolean): Promise<Value> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const forbiddenCodes = (reply: { body: { errors?: { extensions?: { code?: string } }[]; data?: any } }) => [
  ...(reply.body.errors ?? []).map((error) => error.extensions?.code),
  ...Object.values((reply.body.data ?? {}) as Record<string, { errors?: { code: string }[] } | null>).flatMap(
    (payload) => payload?.errors?.map((error) => error.code) ?? [],
  ),
];

describe.each(modes)('the staff area, $name', ({ available, start }) => {
  let stack: Stack;
  let smtp: SmtpSink;
  let staff: ApiClient;
  let owner: ApiClient;
  const publisherName = `Quiet Press ${Date.now()}`;
  beforeAll(async () => {
    if (!available) return;
    smtp = await startSmtpSink();
    stack = await start({ smtpUrl: smtp.url });
    owner = await ApiClient.register(stack, { publisher: publisherName, first_name: 'Olive' });
    staff = await ApiClient.register(stack, { publisher: 'Colophon Staff', first_name: 'Sam' });
    await stack.makeSuperuser(staff.email);
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  /** The owner's publisher, found the way the dashboard's search finds it. */
  async function findPublisher() {
    const { searchPublishers } = await staff.data(
      'query($term: String!) { searchPublishers(searchTerm: $term) { id name ownerEmail } }',
      { term: publisherName.slice(0, 11) },
    );
    const found = searchPublishers.find((publisher: { name: string }) => publisher.name === publisherName);
    expect(found).toMatchObject({ ownerEmail: owner.email });
    return found.id as string;
  }

  it.skipIf(!available)('refuses the staff operations to everyone but superusers, on the server', async () => {
    const publisherId = (await owner.data('{ me { publisher { id } } }')).me.publisher.id;
    for (const query of [
      '{ systemStats { publishers } }',
      '{ recentVisitors { id } }',
      '{ failedLogins { totalAttempts } }',
      '{ graphqlPerformance { dailyAverages { day } } }',
      `{ publisherStats(publisherId: "${publisherId}") { totalProducts } }`,
      `mutation { contactPublisher(publisherId: "${publisherId}", message: "Hi") { errors { code } } }`,
      `mutation { resetPublisherPassword(publisherId: "${publisherId}") { errors { code } } }`,
    ]) {
      expect(forbiddenCodes(await owner.graphql(query)), query).toContain('FORBIDDEN');
    }
    expect(await owner.rest('/personate/', { user: { number: publisherId } })).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: accessMessages.superuserOnly },
    });
    // Nobody learns anything from a search that is too short.
    expect((await staff.data('{ searchPublishers(searchTerm: " Q ") { id } }')).searchPublishers).toEqual([]);
  });

  it.skipIf(!available)(
    'audits an impersonation: who, whom, when, from where, each command under it, and the owner sees it',
    async () => {
      const publisherId = await findPublisher();
      const { publisherStats } = await staff.data(
        'query($id: ID!) { publisherStats(publisherId: $id) { ownerId ownerEmail totalCreators publisher { name } } }',
        { id: publisherId },
      );
      expect(publisherStats).toMatchObject({
        ownerEmail: owner.email,
        totalCreators: 0,
        publisher: { name: publisherName },
      });
      const staffId = (await staff.data('{ me { user { id } } }')).me.user.id;

      const started = await anonymousPost(
        `${stack.commandUrl}/personate/`,
        { user: { superuser: staffId, number: publisherStats.ownerId } },
        { ...staff.headers(), 'user-agent': 'StaffBrowser/1.0' },
      );
      expect(started.status).toBe(200);
      const impersonated = new ApiClient(stack, started.body.token as string);
      impersonated.position = started.body.position;
      const { currentImpersonation } = await impersonated.data(
        '{ currentImpersonation { staff { email } user { email } expires } }',
      );
      expect(currentImpersonation).toMatchObject({ staff: { email: staff.email }, user: { email: owner.email } });
      // Shorter than a normal session: an hour at most.
      expect(Date.parse(currentImpersonation.expires) - Date.now()).toBeLessThanOrEqual(3_600_000);
      expect((await owner.data('{ currentImpersonation { expires } }')).currentImpersonation).toBeNull();
      // An impersonated session is the user's, not staff's: no staff operation through it.
      expect(forbiddenCodes(await impersonated.graphql('{ systemStats { users } }'))).toContain('FORBIDDEN');

      const paymentTypeId = (await impersonated.data('{ paymentTypes { id } }')).paymentTypes[0].id;
      await impersonated.data('mutation($input: CreateCreatorInput!) { createCreator(input: $input) { position } }', {
        input: { displayName: 'Made By Staff', email: 'made@example.org', paymentTypeId },
      });
      const creatorId = await eventually(
        async () =>
          (await impersonated.data('{ creators { items { id displayName } } }')).creators.items.find(
            (creator: { displayName: string }) => creator.displayName === 'Made By Staff',
          )?.id as string | undefined,
        (id) => id !== undefined,
      );
      // The log: the impersonation's start with who, whom and from where; the command's event with both users.
      const [start] = await stack.readStream(`impersonation-${started.body.impersonation_id}`);
      expect(start).toMatchObject({
        type: 'StaffImpersonationStarted',
        data: {
          staffUserId: staffId,
          targetUserId: publisherStats.ownerId,
          publisherIds: [publisherId],
          userAgent: 'StaffBrowser/1.0',
        },
        metadata: { userId: staffId },
      });
      const [created] = await stack.readStream(`creator-${creatorId}`);
      expect(created!.metadata).toMatchObject({ userId: publisherStats.ownerId, impersonatorId: staffId });
      // The command's metadata names both: the activity read from it says who acted as whom.
      staff.position = impersonated.position;
      // The position waits 2 s at most: on a busy machine the read model may take longer.
      const createdByStaff = await eventually(
        async () =>
          (
            await staff.data(
              '{ recentVisitors { actionType actionDetails user { email } impersonatedBy { email } publisher { name } } }',
            )
          ).recentVisitors.find((activity: any) => activity.actionType === 'creator_created'),
        (found) => found !== undefined,
      );
      expect(createdByStaff).toEqual({
        actionType: 'creator_created',
        actionDetails: 'Made By Staff',
        user: { email: owner.email },
        impersonatedBy: { email: staff.email },
        publisher: { name: publisherName },
      });

      owner.position = impersonated.position;
      const [access] = await eventually(
        async () =>
          (await owner.data('{ staffAccesses { staff { email } user { email } started expires ended ipAddress } }'))
            .staffAccesses,
        (accesses) => accesses.length > 0,
      );
      expect(access).toMatchObject({ staff: { email: staff.email }, user: { email: owner.email }, ended: null });
      expect(access.ipAddress).toMatch(/127\.0\.0\.1|::1/);

      // Ending it (logging out) records the end, and the token stops working.
      await impersonated.rest('/api/v1/auth/logout/');
      expect((await impersonated.graphql('{ me { role } }')).status).toBe(401);
      const ended = await eventually(
        async () => (await owner.data('{ staffAccesses { ended } }')).staffAccesses[0].ended as string | null,
        (value) => value !== null,
      );
      expect(Date.parse(ended!)).toBeGreaterThanOrEqual(Date.parse(access.started));

      // Refusals say why.
      expect((await staff.rest('/personate/', { user: { number: staffId } })).body).toEqual({
        error: staffMessages.notYourself,
        code: 'ILLEGAL_STATE',
      });
      expect((await staff.rest('/personate/', { user: { number: 'no-such-user' } })).body).toMatchObject({
        error: staffMessages.userNotFound,
      });
    },
  );

  it.skipIf(!available)("mails the publisher's owner: a message from staff, and a password reset link", async () => {
    const publisherId = await findPublisher();
    const contacted = await staff.data(
      'mutation($id: ID!, $message: String!) { contactPublisher(publisherId: $id, message: $message, subject: "") { errors { message } position } }',
      { id: publisherId, message: 'Your import finished.' },
    );
    expect(contacted.contactPublisher.errors).toEqual([]);
    const message = await smtp.mailTo(owner.email, (mail) => mail.subject === staffMessages.defaultSubject);
    expect(message.text).toContain('Your import finished.');
    expect(message.replyTo?.value[0]?.address).toBe(staff.email);
    expect(
      (
        await staff.data(
          'mutation($id: ID!) { contactPublisher(publisherId: $id, message: "  ") { errors { message } } }',
          { id: publisherId },
        )
      ).contactPublisher.errors,
    ).toEqual([{ message: staffMessages.messageRequired }]);

    const reset = await staff.data(
      'mutation($id: ID!) { resetPublisherPassword(publisherId: $id) { errors { message } } }',
      { id: publisherId },
    );
    expect(reset.resetPublisherPassword.errors).toEqual([]);
    const mail = await smtp.mailTo(owner.email, (candidate) => /reset/i.test(candidate.subject ?? ''));
    const link = linkIn(mail, '/reset_password');
    expect(link.origin).toBe(new URL(stack.queryUrl).origin);
    expect(link.searchParams.get('email')).toBe(owner.email);
  });

  it.skipIf(!available)(
    'counts a burst of bad logins by day, email and address, with the last ten and why',
    async () => {
      const victim = owner.email;
      const stranger = uniqueEmail('nobody');
      for (let attempt = 0; attempt < 3; attempt++) {
        const refused = await anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, {
          email: victim,
          password: 'Wrong-1!',
        });
        expect(refused.status).toBe(400);
      }
      for (let attempt = 0; attempt < 2; attempt++)
        await anonymousPost(`${stack.commandUrl}/api/v1/auth/login/`, { email: stranger, password: 'Wrong-1!' });

      const query = `{ failedLogins(days: 1) { totalAttempts dailyAttempts { day count } attemptsByEmail { email count }
      attemptsByIp { ipAddress count } recentAttempts { email ipAddress timestamp reason } } }`;
      const { failedLogins } = await eventually(
        () => staff.data(query),
        (data) => data.failedLogins.totalAttempts >= 5,
      );
      expect(failedLogins.totalAttempts).toBe(5);
      expect(failedLogins.dailyAttempts).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 5 }]);
      expect(failedLogins.attemptsByEmail).toEqual([
        { email: victim, count: 3 },
        { email: stranger, count: 2 },
      ]);
      expect(failedLogins.attemptsByIp).toHaveLength(1);
      expect(failedLogins.attemptsByIp[0].count).toBe(5);
      expect(failedLogins.recentAttempts.map((attempt: any) => [attempt.email, attempt.reason])).toEqual([
        [stranger, 'unknown email'],
        [stranger, 'unknown email'],
        [victim, 'wrong password'],
        [victim, 'wrong password'],
        [victim, 'wrong password'],
      ]);
      expect((await staff.data('{ failedLogins(days: 90) { totalAttempts } }')).failedLogins.totalAttempts).toBe(5);
    },
  );

  it.skipIf(!available)('times every GraphQL operation, by name, and averages them per day', async () => {
    for (let run = 0; run < 4; run++) await owner.data('query StaffProbeFrequent { isSuperuser }');
    await owner.data('query StaffProbeRare { me { role } }');
    const { graphqlPerformance } = await staff.data(
      `query { graphqlPerformance(days: 1) { slowestQueries { operationName executionTime timestamp }
        mostFrequentQueries { operationName count avgTime } dailyAverages { day avgTime count } } }`,
    );
    const frequent = (name: string) =>
      graphqlPerformance.mostFrequentQueries.find((row: { operationName: string }) => row.operationName === name);
    expect(frequent('StaffProbeFrequent')).toMatchObject({ count: 4 });
    expect(frequent('StaffProbeFrequent').avgTime).toBeGreaterThan(0);
    expect(frequent('StaffProbeRare')).toMatchObject({ count: 1 });
    const [today] = graphqlPerformance.dailyAverages;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.count).toBeGreaterThanOrEqual(5);
    expect(graphqlPerformance.slowestQueries.length).toBeGreaterThan(0);
    const times = graphqlPerformance.slowestQueries.map((row: { executionTime: number }) => row.executionTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.skipIf(!available)(
    'shows the dashboard figures: overview, recent lists, server samples and the database',
    async () => {
      const { systemStats, recentSignups, databaseHealth } = await staff.data(`{
      systemStats { publishers users superusers topPublishersByCreators { publisher { name } count } }
      recentSignups { email publisheruserSet { publisher { name } role } }
      databaseHealth { sizeBytes connections eventCount projections { name eventsBehind status } }
    }`);
      expect(systemStats.superusers).toBe(1);
      expect(systemStats.users).toBeGreaterThanOrEqual(2);
      expect(recentSignups.find((signup: any) => signup.email === owner.email)).toEqual({
        email: owner.email,
        publisheruserSet: [{ publisher: { name: publisherName }, role: 'owner' }],
      });
      expect(databaseHealth.sizeBytes).toBeGreaterThan(0);
      expect(databaseHealth.eventCount).toBeGreaterThan(10);
      expect(databaseHealth.projections.map((projection: any) => projection.name)).toEqual(
        expect.arrayContaining(['userActivity', 'failedLogins', 'staffAccesses']),
      );
      const { systemPerformance } = await eventually(
        () =>
          staff.data(
            '{ systemPerformance(days: 1) { current { cpu memory disk processMemoryMb } history { timestamp } } }',
          ),
        (data) => data.systemPerformance.current.length > 0,
      );
      expect(systemPerformance.current[0].processMemoryMb).toBeGreaterThan(10);
      expect(systemPerformance.current[0].disk).toBeGreaterThan(0);
      expect(systemPerformance.history.length).toBeGreaterThan(0);
    },
  );

  it.skipIf(!available)('tells who is staff, over REST and GraphQL', async () => {
    expect(await get(`${stack.commandUrl}/api/v1/auth/check_superuser/`, staff)).toEqual({
      status: 200,
      body: { is_superuser: true },
    });
    expect(await get(`${stack.commandUrl}/api/v1/auth/check_superuser/`, owner)).toEqual({
      status: 200,
      body: { is_superuser: false },
    });
    expect(await staff.data('{ isSuperuser }')).toEqual({ isSuperuser: true });
    expect(await owner.data('{ isSuperuser }')).toEqual({ isSuperuser: false });
  });

  it.skipIf(!available)("simulates the spec's calculator sample with the royalty engine, for staff only", async () => {
    const reply = await staff.rest('/api/v1/royalty_simulation/', sampleRequest);
    expect(reply.status).toBe(200);
    expect(reply.body.summary).toEqual({
      credit: 119.93,
      debit: 0,
      previousPayments: 50,
      netAmount: 69.93,
      units: 75,
      totalRevenue: 1199.25,
      expenses: 220,
    });
    expect(reply.body.tierBreakdown).toEqual([
      {
        threshold: 0,
        nextThreshold: 100,
        unitsInTier: 75,
        revenue: 1199.25,
        expenses: 220,
        applicable: true,
        royaltyRate: 10,
        credit: 119.93,
        royaltyType: 2,
      },
      expect.objectContaining({ threshold: 100, nextThreshold: 200, unitsInTier: 0, applicable: false }),
      expect.objectContaining({ threshold: 200, nextThreshold: null, unitsInTier: 0, applicable: false }),
    ]);

    // With an advance and a reserve: 10 % of 119.93 held, the 50.00 advance recouped from the rest.
    const withLedger = await staff.rest('/api/v1/royalty_simulation/', { ...sampleRequest, advance: 50, reserve: 10 });
    expect(withLedger.body.ledger).toEqual({ reserveHeld: 11.99, advanceRecouped: 50, unrecoupedAdvance: 0 });
    expect(withLedger.body.summary.netAmount).toBe(7.94);
    expect(reply.body.ledger).toBeUndefined();

    expect(await owner.rest('/api/v1/royalty_simulation/', sampleRequest)).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: accessMessages.superuserOnly },
    });
    // A request the engine cannot take is answered with `error`, the message the screen shows.
    const twoAtZero = { ...sampleRequest, tiers: [sampleRequest.tiers[1], { threshold: 0, rate: 12, type: 2 }] };
    expect(await staff.rest('/api/v1/royalty_simulation/', twoAtZero)).toEqual({
      status: 400,
      body: { error: 'Tier start too low.' },
    });
    expect((await staff.rest('/api/v1/royalty_simulation/', { ...sampleRequest, tiers: [] })).body).toEqual({
      error: 'Add at least one tier.',
    });
  });
});
