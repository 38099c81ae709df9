import { lookupListDecider, type LookupListState, lookupStreamId } from '@colophon/command/account/lookups';
import { decideRegistration } from '@colophon/command/account/registration';
import type { LookupKind } from '@colophon/events';

import { emailFor, personName } from './names.ts';
import { type ContextGenerator, type GeneratedPublisher, type World } from './world.ts';

/** Every generated owner signs in with this password. */
export const benchPassword = 'Bench-press-42';

const publisherNames = ['Lantern Press', 'Quiet Harbour Books', 'Copperbeech Editions', 'Small Hours Publishing'];

/** Lookup values a working publisher has set up beyond the default payment type "Check". */
const lookupValues: Partial<Record<LookupKind, string[]>> = {
  paymentType: ['PayPal', 'Bank transfer', 'Wise'],
  paymentTerm: ['Net 30', 'Net 60', 'Due on receipt'],
  customerClass: ['Bookshop', 'Library', 'Distributor', 'Individual'],
  shippingType: ['Media Mail', 'Courier', 'Pickup'],
  orderStatus: ['Open', 'Shipped', 'Closed'],
  salesperson: ['Front desk', 'Trade rep'],
  expenseCategory: ['Printing', 'Design', 'Shipping', 'Marketing', 'Events'],
  imprint: ['Lantern', 'Lantern Young Readers'],
  series: ['Coastal Walks', 'Northern Voices'],
};

/**
 * Sign-ups (a user and the publisher they own) through the registration decision, then lookup
 * lists through the lookup-list decider. The first publisher gets most of the activity.
 */
export function accountGenerator(passwordHash: string): ContextGenerator {
  return {
    name: 'account',
    weight: 0,
    setup(world: World) {
      publisherNames.forEach((publisherName, index) => {
        const person = personName(world.random);
        const publisher: GeneratedPublisher = {
          publisherId: world.newId(),
          ownerId: world.newId(),
          lookups: {},
          weight: index === 0 ? 0.85 : 0.05,
        };
        const streams = decideRegistration({
          userId: publisher.ownerId,
          publisherId: publisher.publisherId,
          paymentTypeId: world.newId(),
          email: index === 0 ? 'owner@lantern.example' : emailFor(person.displayName, world.random),
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash,
          publisherName,
        });
        const metadata = world.metadataFor(publisher);
        for (const { streamId, events } of streams) {
          // Sign-up starts some lookup lists (payment types, order statuses) that later commands extend.
          const folder = streamId.startsWith('lookup-') ? lookupListDecider : undefined;
          world.log.appendDecided('account', streamId, events, metadata, folder);
        }
        for (const [kind, values] of Object.entries(lookupValues) as [LookupKind, string[]][]) {
          const existing =
            world.log.stateOf<LookupListState>(lookupStreamId(publisher.publisherId, kind))?.values ?? new Map();
          publisher.lookups[kind] = [...existing.keys()];
          for (const value of values.filter((value) => ![...existing.values()].includes(value))) {
            const id = world.newId();
            world.log.run(
              'account',
              lookupListDecider,
              lookupStreamId(publisher.publisherId, kind),
              {
                type: 'AddLookupValue',
                publisherId: publisher.publisherId,
                kind,
                id,
                value,
              },
              metadata,
            );
            (publisher.lookups[kind] ??= []).push(id);
          }
        }
        world.publishers.push(publisher);
      });
    },
  };
}
