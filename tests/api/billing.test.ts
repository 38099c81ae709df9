import { accessMessages, addMonths, billingMessages, defaultSupportEmail, isoDateOf } from '@colophon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiClient, uniqueEmail } from '../support/client.ts';
import { newPaperback } from '../support/products.ts';
import { modes, type Stack } from '../support/stack.ts';

const subscription =
  '{ me { publisher { id plan maxProducts billingId billingDate billingActive renewalDate billingError } } }';
const planUsage = '{ productPlanUsage { plan productCount maxProducts frozenCount } }';
const frozenIds = `{ products(params: { sortField: CREATED }) { items { id frozen } } }`;
const subscriptionError = billingMessages.subscriptionError(defaultSupportEmail);

/** A form posted on a page of the simulated provider, as the browser posts it; the redirect is not followed. */
const postForm = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** The session id in the provider's way back to /publisher. */
const sessionIdOf = (location: string | null) => new URL(location ?? '').searchParams.get('session_id') ?? '';

describe.each(modes)('billing through the simulated checkout, $name', ({ available, start }) => {
  let stack: Stack;
  beforeAll(async () => {
    if (available) stack = await start();
  });
  afterAll(async () => stack?.close());

  const publisherOf = async (client: ApiClient) => (await client.data(subscription)).me.publisher;

  /** The owner's way back from the provider: the app confirms the session. */
  async function confirm(owner: ApiClient, sessionId: string) {
    const reply = await owner.rest('/checkout_success/', { publisherId: (await publisherOf(owner)).id, sessionId });
    if (reply.body.position) owner.position = reply.body.position;
    return reply;
  }

  /** Buys a plan: checkout, Pay on the provider's page, back to the app. */
  async function subscribe(owner: ApiClient, price: string) {
    const checkout = await owner.rest('/create_checkout_session/', { price });
    expect(checkout.status).toBe(200);
    const paid = await postForm(`${checkout.body.message}/pay`);
    expect(paid.status).toBe(303);
    return confirm(owner, sessionIdOf(paid.headers.get('location')));
  }

  /** Opens the portal and does one thing there; the provider's way back. */
  async function inPortal(owner: ApiClient, fields: Record<string, string>) {
    const { billingId } = await publisherOf(owner);
    const portal = await owner.rest('/create_portal_session/', { billingId });
    expect(portal.status).toBe(200);
    const done = await postForm(portal.body.message, fields);
    expect(done.status).toBe(303);
    return done.headers.get('location');
  }

  it.skipIf(!available)(
    'upgrades an owner through the checkout page: plan, limit and renewal a month after payment',
    async () => {
      const owner = await ApiClient.register(stack);
      const checkout = await owner.rest('/create_checkout_session/', { price: 'build-monthly' });
      expect(checkout.status).toBe(200);
      expect(checkout.body.message).toBe(`${stack.commandUrl}/billing/checkout/${checkout.body.sessionId}`);

      const page = await fetch(checkout.body.message);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Build Plan');
      expect(html).toContain('11-50 products');
      expect(html).toContain('Pay $25.00 / month');

      // Nothing is paid yet: the app has nothing to confirm.
      const early = await confirm(owner, checkout.body.sessionId);
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ message: subscriptionError, reason: billingMessages.sessionNotCompleted });
      expect(await publisherOf(owner)).toMatchObject({ plan: 'Free', maxProducts: 10, billingId: null });

      const paid = await postForm(`${checkout.body.message}/pay`);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `${stack.commandUrl}/publisher?status=success&session_id=${checkout.body.sessionId}`,
      );
      const today = isoDateOf(new Date());
      const confirmed = await confirm(owner, checkout.body.sessionId);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        plan: 'Build',
        max_products: 50,
        billing_date: today,
        billing_active: true,
        renewal_date: addMonths(today, 1),
      });
      expect(confirmed.body.billing_id).toMatch(/^sim_cus_/);
      expect(await publisherOf(owner)).toMatchObject({
        plan: 'Build',
        maxProducts: 50,
        billingId: confirmed.body.billing_id,
        billingDate: today,
        billingActive: true,
        renewalDate: addMonths(today, 1),
        billingError: false,
      });

      // A reload of the return page confirms again: the same answer, nothing recorded twice.
      const again = await confirm(owner, checkout.body.sessionId);
      expect(again.body).toMatchObject({ plan: 'Build', position: null });
      expect((await postForm(`${checkout.body.message}/pay`)).status).toBe(409);

      // One subscription at a time: changes go through the portal.
      const second = await owner.rest('/create_checkout_session/', { price: 'grow-monthly' });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ message: subscriptionError, reason: billingMessages.alreadySubscribed });
    },
  );

  it.skipIf(!available)(
    'freezes the newest formats when a cancellation lowers the limit, and thaws them when a checkout raises it',
    async () => {
      const owner = await ApiClient.register(stack);
      await subscribe(owner, 'build-monthly');
      const ids: string[] = [];
      for (let index = 0; index < 12; index++) ids.push(await newPaperback(owner, `Book ${index}`, '10'));

      const back = await inPortal(owner, { action: 'cancelSubscription' });
      expect(new URL(back!).searchParams.get('status')).toBe('plan_update');
      const cancelled = await confirm(owner, sessionIdOf(back));
      expect(cancelled.body).toMatchObject({ plan: 'Free', max_products: 10, billing_id: null, renewal_date: null });
      expect((await owner.data(planUsage)).productPlanUsage).toEqual({
        plan: 'Free',
        productCount: 12,
        maxProducts: 10,
        frozenCount: 2,
      });
      const frozen = (await owner.data(frozenIds)).products.items.filter((item: { frozen: boolean }) => item.frozen);
      expect(frozen.map((item: { id: string }) => item.id).sort()).toEqual(ids.slice(10).sort());

      await subscribe(owner, 'grow-monthly');
      expect((await owner.data(planUsage)).productPlanUsage).toEqual({
        plan: 'Grow',
        productCount: 12,
        maxProducts: 100,
        frozenCount: 0,
      });
    },
  );

  it.skipIf(!available)(
    'switches plans in the portal keeping the billing date, and shows a failed payment until it is paid',
    async () => {
      const owner = await ApiClient.register(stack);
      const bought = await subscribe(owner, 'thrive-monthly');

      const switched = await confirm(
        owner,
        sessionIdOf(await inPortal(owner, { action: 'switchPlan', plan: 'Champion' })),
      );
      expect(switched.body).toMatchObject({
        plan: 'Champion',
        max_products: 1000,
        billing_date: bought.body.billing_date,
      });

      // A failed renewal is the provider's news (as a webhook would bring it): the owner comes back to the banner.
      expect(await inPortal(owner, { action: 'failPayment' })).toBe(`${stack.commandUrl}/publisher`);
      await expect
        .poll(async () => publisherOf(owner), { timeout: 10_000 })
        .toMatchObject({ plan: 'Champion', billingActive: false, billingError: true });

      const retried = await confirm(owner, sessionIdOf(await inPortal(owner, { action: 'retryPayment' })));
      expect(retried.body).toMatchObject({ plan: 'Champion', billing_active: true });
      expect(await publisherOf(owner)).toMatchObject({ billingActive: true, billingError: false });
    },
  );

  it.skipIf(!available)('lets only the owner use billing, and only for their own sessions', async () => {
    const owner = await ApiClient.register(stack);
    const members: ApiClient[] = [];
    for (const role of ['admin', 'member']) {
      const email = uniqueEmail(role);
      const invited = await owner.rest('/send_invitation/', { email, role });
      // Accepting reads the invitation from the read models: wait until they hold it.
      owner.position = invited.body.position;
      await publisherOf(owner);
      members.push(await ApiClient.register(stack, { email, publisher: '', invite: invited.body.key }));
    }
    const checkout = await owner.rest('/create_checkout_session/', { price: 'build-monthly' });
    const paid = await postForm(`${checkout.body.message}/pay`);
    const sessionId = sessionIdOf(paid.headers.get('location'));
    const { id: publisherId } = await publisherOf(owner);

    for (const member of members) {
      for (const [path, body] of [
        ['/create_checkout_session/', { price: 'grow-monthly' }],
        ['/create_portal_session/', { billingId: 'x' }],
        ['/checkout_success/', { publisherId, sessionId }],
      ] as const) {
        const reply = await member.rest(path, body);
        expect({ path, status: reply.status, body: reply.body }).toEqual({
          path,
          status: 403,
          body: { code: 'FORBIDDEN', message: accessMessages.ownerOnly },
        });
      }
    }
    // Another publisher's owner cannot take the session for their own publisher.
    const stranger = await ApiClient.register(stack);
    const taken = await confirm(stranger, sessionId);
    expect(taken.status).toBe(409);
    expect(await publisherOf(stranger)).toMatchObject({ plan: 'Free', billingId: null });
    expect(await publisherOf(owner)).toMatchObject({ plan: 'Free', billingId: null });

    // The owner confirms it.
    expect((await confirm(owner, sessionId)).body).toMatchObject({ plan: 'Build' });
  });

  it.skipIf(!available)(
    "refuses a price it does not sell and a portal for another subscription with the spec's messages",
    async () => {
      const owner = await ApiClient.register(stack);
      const unknown = await owner.rest('/create_checkout_session/', { price: 'all-access' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: subscriptionError, reason: billingMessages.unknownPrice });
      const portal = await owner.rest('/create_portal_session/', { billingId: 'sim_cus_someone_else' });
      expect(portal.status).toBe(404);
      expect(portal.body).toMatchObject({
        message: billingMessages.portalError,
        reason: billingMessages.notSubscribed,
      });
      expect((await fetch(`${stack.commandUrl}/billing/checkout/no-such-session`)).status).toBe(404);
    },
  );
});
