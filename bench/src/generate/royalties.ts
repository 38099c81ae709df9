import { royaltyDecider, royaltyStreamId } from '@colophon/command/royalties/royalty';
import { royaltyPaymentDecider, royaltyPaymentStreamId } from '@colophon/command/royalties/royaltyPayment';
import { royaltyTermsDecider, royaltyTermsStreamId } from '@colophon/command/royalties/royaltyTerms';
import type { RoyaltyTierFields } from '@colophon/events';

import { type ContextGenerator, referencesOf, type World } from './world.ts';

type Publisher = World['publishers'][number];

/**
 * Royalties: the author of most formats gets one (Rest of World) with one to three tiers, some with
 * a discount set; payments to them month after month; a few tier changes.
 */
export const royaltiesGenerator: ContextGenerator = {
  name: 'royalties',
  weight: 0.05,
  step(world) {
    const publisher = world.pickPublisher();
    const royalties = referencesOf(world, publisher, 'royalty');
    const formats = referencesOf(world, publisher, 'formatAuthor');
    const roll = world.random.next();
    if (royalties.length < formats.length && (roll < 0.4 || royalties.length === 0))
      createRoyalty(world, publisher, formats[royalties.length]!, royalties);
    else if (royalties.length > 0 && roll < 0.95) recordPayment(world, publisher, world.random.pick(royalties));
    else if (royalties.length > 0) changeTiers(world, publisher, world.random.pick(royalties));
  },
};

function tiersOf(world: World): RoyaltyTierFields[] {
  const { random } = world;
  const term = random.pick([1, 2, 2, 2, 3] as const);
  let start = 0;
  const regular = Array.from({ length: random.int(1, 3) }, (_, index) => {
    if (index > 0) start += random.pick([100, 500, 1000]);
    return {
      tierId: world.newId(),
      discountBasisPoints: null,
      start,
      rateBasisPoints: 800 + index * 200 + random.int(0, 4) * 50,
      term,
    };
  });
  const discounted = random.chance(0.2)
    ? [{ tierId: world.newId(), discountBasisPoints: 5000, start: 0, rateBasisPoints: 500, term: 1 as const }]
    : [];
  return [...regular, ...discounted];
}

function createRoyalty(world: World, publisher: Publisher, format: string, royalties: string[]) {
  const [productId, creatorId] = format.split(' ') as [string, string];
  const royaltyId = world.newId();
  const metadata = world.metadataFor(publisher);
  const { publisherId } = publisher;
  world.log.run(
    'royalties',
    royaltyDecider,
    royaltyStreamId(royaltyId),
    {
      type: 'CreateRoyalty',
      royaltyId,
      publisherId,
      creatorId,
      productId,
      regionId: null,
      tiers: tiersOf(world),
      adminNotes: '',
      facts: {
        creatorKnown: true,
        regionKnown: false,
        product: { usable: true, frozen: false, creatorIds: new Set([creatorId]) },
      },
    },
    metadata,
  );
  world.log.run(
    'royalties',
    royaltyTermsDecider,
    royaltyTermsStreamId(productId),
    {
      type: 'ReserveRoyaltyTerms',
      publisherId,
      productId,
      creatorId,
      regionId: null,
      royaltyId,
      duplicateMessage: 'A royalty already exists',
    },
    metadata,
  );
  royalties.push(royaltyId);
}

function recordPayment(world: World, publisher: Publisher, royaltyId: string) {
  const paymentId = world.newId();
  world.log.run(
    'royalties',
    royaltyPaymentDecider,
    royaltyPaymentStreamId(paymentId),
    {
      type: 'RecordRoyaltyPayment',
      paymentId,
      publisherId: publisher.publisherId,
      royaltyId,
      fields: {
        amountCents: world.random.int(1_000, 50_000),
        methodId: world.random.pick(publisher.lookups.paymentType!),
        sentDate: world.now().toISOString().slice(0, 10),
      },
      facts: { royaltyKnown: true, methodKnown: true },
    },
    world.metadataFor(publisher),
  );
}

function changeTiers(world: World, publisher: Publisher, royaltyId: string) {
  world.log.run(
    'royalties',
    royaltyDecider,
    royaltyStreamId(royaltyId),
    {
      type: 'UpdateRoyalty',
      royaltyId,
      publisherId: publisher.publisherId,
      tiers: tiersOf(world),
      adminNotes: null,
      productFrozen: false,
    },
    world.metadataFor(publisher),
  );
}
