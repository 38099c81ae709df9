import { publisherStreamId } from '@colophon/command/account/registration';
import { isbnReservationDecider, isbnStreamId } from '@colophon/command/catalogue/isbn';
import { productDecider, productStreamId } from '@colophon/command/catalogue/product';
import { toNewProductFields } from '@colophon/command/catalogue/productInput';
import { productPlanDecider, productPlanStreamId } from '@colophon/command/catalogue/productPlan';
import { productWorkDecider, productWorkStreamId } from '@colophon/command/catalogue/productWork';

import type { Random } from '../random.ts';
import { type ContextGenerator, referencesOf } from './world.ts';

const titleWords = [
  'Salt',
  'Harbour',
  'Lantern',
  'Winter',
  'Orchard',
  'Letters',
  'Tide',
  'Glass',
  'Birds',
  'Quiet',
  'Northern',
  'Garden',
  'Atlas',
  'Memory',
];
/** Hardcover, paperback, e-book, audiobook download: the formats a small press publishes. */
const formats = [
  { code: 'BB', price: [2499, 3499] },
  { code: 'BC', price: [1299, 1999] },
  { code: 'ED', price: [499, 999] },
  { code: 'AJ', price: [1499, 2499] },
] as const;

/** Titles with one to four formats (each with its plan slot and ISBN reservation), creators on them. */
export const catalogueGenerator: ContextGenerator = {
  name: 'catalogue',
  weight: 0.1,
  setup(world) {
    // Every generated publisher is on a plan without a product limit, as the real plan change does it.
    for (const publisher of world.publishers) {
      const limit = { plan: 'All Access', maxProducts: null };
      const metadata = world.metadataFor(publisher);
      world.log.run(
        'catalogue',
        productPlanDecider,
        productPlanStreamId(publisher.publisherId),
        {
          type: 'ApplyProductLimit',
          publisherId: publisher.publisherId,
          limit,
        },
        metadata,
      );
      world.log.appendDecided(
        'catalogue',
        publisherStreamId(publisher.publisherId),
        [{ type: 'PublisherPlanChanged', data: { publisherId: publisher.publisherId, ...limit } }],
        metadata,
      );
    }
  },
  step(world) {
    const publisher = world.pickPublisher();
    const creators = referencesOf(world, publisher, 'creator');
    if (creators.length === 0) return;
    const { random } = world;
    const productWorkId = world.newId();
    const metadata = world.metadataFor(publisher);
    world.log.run(
      'catalogue',
      productWorkDecider,
      productWorkStreamId(productWorkId),
      {
        type: 'CreateProductWork',
        productWorkId,
        publisherId: publisher.publisherId,
        fields: {
          title: `${random.pick(titleWords)} ${random.pick(titleWords)} ${random.int(1, 999)}`,
          description: 'A generated title.',
          imprintId: random.pick(publisher.lookups.imprint!),
          seriesId: random.chance(0.3) ? random.pick(publisher.lookups.series!) : null,
        },
        unknownLookups: [],
      },
      metadata,
    );
    const author = random.pick(creators);
    referencesOf(world, publisher, 'author').push(author);
    const formatCount = random.int(1, 4);
    for (const format of formats.slice(0, formatCount)) {
      const productId = world.newId();
      const isbn = isbnOf(referencesOf(world, publisher, 'product').length + 1, random);
      const { fields } = toNewProductFields({
        isbn,
        formatId: format.code,
        retailPrice: (random.int(format.price[0], format.price[1]) / 100).toFixed(2),
        inventoryQuantity: format.code === 'BB' || format.code === 'BC' ? random.int(100, 3000) : 0,
        digital: format.code === 'ED' || format.code === 'AJ',
        publicationDate: world.now().toISOString().slice(0, 10),
      });
      world.log.run(
        'catalogue',
        productDecider,
        productStreamId(productId),
        {
          type: 'CreateProduct',
          productId,
          productWorkId,
          publisherId: publisher.publisherId,
          fields,
          creators: [{ productCreatorId: world.newId(), creatorId: author, contributorCode: 'A01' }],
          knownCreatorIds: new Set([author]),
          addedToExistingTitle: false,
        },
        metadata,
      );
      world.log.run(
        'catalogue',
        productPlanDecider,
        productPlanStreamId(publisher.publisherId),
        {
          type: 'TakeProductSlot',
          publisherId: publisher.publisherId,
          productId,
          limit: { plan: 'All Access', maxProducts: null },
        },
        metadata,
      );
      world.log.run(
        'catalogue',
        isbnReservationDecider,
        isbnStreamId(publisher.publisherId, isbn),
        {
          type: 'ReserveIsbn',
          publisherId: publisher.publisherId,
          isbn,
          productId,
        },
        metadata,
      );
      referencesOf(world, publisher, 'product').push(productId);
      // A royalty is the format's author's: "productId authorId".
      referencesOf(world, publisher, 'formatAuthor').push(`${productId} ${author}`);
    }
  },
};

/** An ISBN-13 with a valid check digit, unique within the publisher by its serial. */
function isbnOf(serial: number, random: Random): string {
  const body = `979${String(random.int(0, 9))}${String(serial).padStart(8, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
