import { billingMessages, isPlanName, planOfPrice } from '@colophon/domain';
import type { EventStore } from '@colophon/events';
import type { Knex } from 'knex';

import { catalogueCommands } from '../../catalogue/catalogueCommands.ts';
import type { CommandContext, EventContext } from '../../shared/context.ts';
import { loadStream } from '../../shared/decider.ts';
import { illegalState, notFound, validationError } from '../../shared/errors.ts';
import { publisherPlanDecider } from '../publisherPlan.ts';
import { publisherStreamId } from '../registration.ts';
import type { BillingConfirmation, BillingPort } from './port.ts';

/**
 * The owner's billing calls: a checkout to buy a plan, a portal to change or end it, and the
 * confirmation of a finished session. The role policy lets only the owner here; the provider's
 * confirmation is what changes the plan, through the publisher's plan decider.
 */
export function billingCommands(store: EventStore, db: Knex, port: BillingPort) {
  const catalogue = catalogueCommands(store, db);

  const planOf = async (publisherId: string) =>
    (await loadStream(store, publisherStreamId(publisherId), publisherPlanDecider)).state;

  /** A provider's news, applied once, with the freezing or thawing its new limit brings. */
  async function applyConfirmation(context: EventContext, news: BillingConfirmation) {
    const { position, publisher } = await catalogue.applyPlan(context, {
      type: 'ApplyBillingConfirmation',
      publisherId: news.publisherId,
      confirmation: news,
    });
    return { position, plan: publisher.limit, billing: publisher.billing };
  }

  return {
    applyConfirmation,

    async startCheckout(context: CommandContext, input: { price: string; appUrl: string }) {
      const plan = planOfPrice(input.price);
      if (!plan) throw validationError(billingMessages.unknownPrice, 'price');
      const publisher = await planOf(context.publisherId);
      if (!publisher.exists || publisher.deleted) throw notFound('Publisher not found');
      if (publisher.billing.billingId) throw illegalState(billingMessages.alreadySubscribed);
      return port.createCheckoutSession(
        { publisherId: context.publisherId, plan, appUrl: input.appUrl, returnUrl: `${input.appUrl}/publisher` },
        context,
      );
    },

    async openPortal(context: CommandContext, input: { billingId: string; appUrl: string }) {
      const { billing, limit } = await planOf(context.publisherId);
      if (!billing.billingId || billing.billingId !== input.billingId) throw notFound(billingMessages.notSubscribed);
      return port.createPortalSession(
        {
          publisherId: context.publisherId,
          billingId: billing.billingId,
          plan: limit && isPlanName(limit.plan) ? limit.plan : 'Free',
          billingActive: billing.billingActive,
          appUrl: input.appUrl,
          returnUrl: `${input.appUrl}/publisher`,
        },
        context,
      );
    },

    /** The return from the provider: its news of the session, if it is this publisher's and finished. */
    async confirmSession(context: CommandContext, input: { sessionId: string }) {
      const news = await port.confirmSession(input.sessionId);
      if (!news || news.publisherId !== context.publisherId) throw illegalState(billingMessages.sessionNotCompleted);
      return applyConfirmation(context, news);
    },
  };
}
