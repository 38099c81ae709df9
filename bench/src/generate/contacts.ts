import type { ContactChanges } from '@colophon/command/contacts/contactItems';
import { creatorDecider, type CreatorState, creatorStreamId } from '@colophon/command/contacts/creator';
import { customerDecider, customerStreamId } from '@colophon/command/contacts/customer';
import type { ContactItem, CreatorFields } from '@colophon/events';

import { biography, emailFor, personName, phoneNumber, postalAddress } from './names.ts';
import type { ContextGenerator, World } from './world.ts';
import { referencesOf } from './world.ts';

/** Creators with their emails, phones and addresses, edited now and then over the years. */
export const creatorsGenerator: ContextGenerator = {
  name: 'creators',
  weight: 0.08,
  step(world) {
    const publisher = world.pickPublisher();
    const creators = referencesOf(world, publisher, 'creator');
    const roll = world.random.next();
    if (creators.length < 5 || roll < 0.55) createCreator(world, publisher, creators);
    else if (roll < 0.98) updateCreator(world, publisher, world.random.pick(creators));
    else deleteCreator(world, publisher, creators);
  },
};

type Publisher = World['publishers'][number];

function createCreator(world: World, publisher: Publisher, creators: string[]) {
  const { random } = world;
  const person = personName(random);
  const creatorId = world.newId();
  const fields: CreatorFields = {
    displayName: person.displayName,
    paymentName: random.chance(0.3) ? `${person.lastName} Literary Trust` : '',
    paymentTypeId: random.pick(publisher.lookups.paymentType!),
    biography: random.chance(0.7) ? biography(person.displayName, random) : '',
    website: random.chance(0.4) ? `https://${person.lastName.toLowerCase()}.example` : '',
    residence: random.chance(0.5) ? postalAddress(random).city : '',
    photoUrl: '',
  };
  const contacts: { itemId: string; item: ContactItem }[] = [
    { itemId: world.newId(), item: { kind: 'email', value: emailFor(person.displayName, random) } },
  ];
  if (random.chance(0.6)) contacts.push({ itemId: world.newId(), item: { kind: 'phone', value: phoneNumber(random) } });
  if (random.chance(0.5))
    contacts.push({ itemId: world.newId(), item: { kind: 'address', address: postalAddress(random) } });
  world.log.run(
    'creators',
    creatorDecider,
    creatorStreamId(creatorId),
    {
      type: 'CreateCreator',
      creatorId,
      publisherId: publisher.publisherId,
      fields,
      paymentTypeKnown: true,
      contacts,
    },
    world.metadataFor(publisher),
  );
  creators.push(creatorId);
}

function updateCreator(world: World, publisher: Publisher, creatorId: string) {
  const { random } = world;
  const streamId = creatorStreamId(creatorId);
  const state = world.log.stateOf<CreatorState>(streamId)!;
  const changes: Partial<CreatorFields> = {};
  if (random.chance(0.5)) changes.biography = biography(state.fields!.displayName, random);
  if (random.chance(0.2)) changes.paymentTypeId = random.pick(publisher.lookups.paymentType!);
  if (random.chance(0.2)) changes.residence = postalAddress(random).city;
  const contacts: ContactChanges = { added: [], updated: [], removed: [] };
  if (random.chance(0.3))
    contacts.added.push({
      itemId: world.newId(),
      item: { kind: 'phone', value: phoneNumber(random) },
      primary: random.chance(0.5),
    });
  const email = [...state.contacts].find(([, { item }]) => item.kind === 'email');
  if (email && random.chance(0.2)) {
    contacts.updated.push({
      itemId: email[0],
      item: { kind: 'email', value: emailFor(state.fields!.displayName, random) },
      primary: true,
    });
  }
  world.log.run(
    'creators',
    creatorDecider,
    streamId,
    {
      type: 'UpdateCreator',
      creatorId,
      publisherId: publisher.publisherId,
      changes,
      paymentTypeKnown: true,
      contacts,
    },
    world.metadataFor(publisher),
  );
}

/** Deletes a creator no format names (the command refuses to delete linked ones). */
function deleteCreator(world: World, publisher: Publisher, creators: string[]) {
  const index = world.random.int(0, creators.length - 1);
  const creatorId = creators[index]!;
  if (referencesOf(world, publisher, 'author').includes(creatorId)) return updateCreator(world, publisher, creatorId);
  world.log.run(
    'creators',
    creatorDecider,
    creatorStreamId(creatorId),
    {
      type: 'DeleteCreator',
      creatorId,
      publisherId: publisher.publisherId,
      linkedRecords: 0,
    },
    world.metadataFor(publisher),
  );
  // Swap-remove: order does not matter and the list can be long.
  creators[index] = creators.at(-1)!;
  creators.pop();
}

const companyWords = ['Books', 'Bookshop', 'Library', 'Reading Room', 'Distribution', 'Paper Co.'];

/** Customers (bookshops, libraries, readers) with their contact items; some edited later. */
export const customersGenerator: ContextGenerator = {
  name: 'customers',
  weight: 0.12,
  step(world) {
    const publisher = world.pickPublisher();
    const customers = referencesOf(world, publisher, 'customer');
    if (customers.length < 5 || world.random.chance(0.7)) createCustomer(world, publisher, customers);
    else updateCustomer(world, publisher, world.random.pick(customers));
  },
};

function createCustomer(world: World, publisher: Publisher, customers: string[]) {
  const { random } = world;
  const person = personName(random);
  const isCompany = random.chance(0.6);
  const customerId = world.newId();
  const contacts = [
    {
      itemId: world.newId(),
      item: { kind: 'email', value: emailFor(person.displayName, random) } as ContactItem,
      primary: true,
    },
    { itemId: world.newId(), item: { kind: 'address', address: postalAddress(random) } as ContactItem, primary: true },
  ];
  if (random.chance(0.7))
    contacts.push({ itemId: world.newId(), item: { kind: 'phone', value: phoneNumber(random) }, primary: true });
  world.log.run(
    'customers',
    customerDecider,
    customerStreamId(customerId),
    {
      type: 'CreateCustomer',
      customerId,
      publisherId: publisher.publisherId,
      fields: {
        firstName: person.firstName,
        lastName: person.lastName,
        company: isCompany ? `${person.lastName} ${random.pick(companyWords)}` : '',
        outOfBusiness: false,
        paymentTermId: random.pick(publisher.lookups.paymentTerm!),
        customerClassId: random.pick(publisher.lookups.customerClass!),
        adminNotes: '',
      },
      unknownLookupFields: [],
      contacts,
    },
    world.metadataFor(publisher),
  );
  customers.push(customerId);
}

function updateCustomer(world: World, publisher: Publisher, customerId: string) {
  const { random } = world;
  const changes = random.chance(0.1)
    ? { outOfBusiness: true }
    : {
        adminNotes: `Prefers ${random.pick(publisher.lookups.shippingType!) === publisher.lookups.shippingType![0] ? 'media mail' : 'courier'}`,
      };
  const contacts: ContactChanges = { added: [], updated: [], removed: [] };
  if (random.chance(0.4))
    contacts.added.push({
      itemId: world.newId(),
      item: { kind: 'address', address: postalAddress(random) },
      primary: random.chance(0.5),
    });
  world.log.run(
    'customers',
    customerDecider,
    customerStreamId(customerId),
    {
      type: 'UpdateCustomer',
      customerId,
      publisherId: publisher.publisherId,
      changes,
      unknownLookupFields: [],
      contacts,
    },
    world.metadataFor(publisher),
  );
}
