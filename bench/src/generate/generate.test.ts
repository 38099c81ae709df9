import { eventCatalogue, type EventDefinition } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import type { GeneratedEvent } from './decidedLog.ts';
import { generate } from './index.ts';

async function generateS(seed = 42) {
  const events: GeneratedEvent[] = [];
  const data = await generate(async (batch) => void events.push(...batch), 'S', seed);
  return { events, data };
}

describe('the generated publisher at size S', async () => {
  const { events, data } = await generateS();

  it('has about 10k events from every context', () => {
    expect(events.length).toBe(data.events);
    expect(events.length).toBeGreaterThan(9_000);
    expect(events.length).toBeLessThan(12_000);
    for (const name of ['account', 'catalogue', 'creators', 'customers', 'orders', 'expenses', 'royalties']) {
      expect(data.eventsByContext[name], name).toBeGreaterThan(0);
    }
  });

  it('writes only events the catalogue knows, with data its schemas accept', () => {
    const catalogue = eventCatalogue as Record<string, EventDefinition>;
    for (const event of events) {
      const definition = catalogue[event.type];
      expect(definition, event.type).toBeDefined();
      expect(definition!.schema.safeParse(event.data).success, `${event.type} ${JSON.stringify(event.data)}`).toBe(
        true,
      );
    }
  });

  it('numbers each stream from revision 0 without gaps, in log order', () => {
    const next = new Map<string, number>();
    for (const event of events) {
      expect(event.revision, event.streamId).toBe(next.get(event.streamId) ?? 0);
      next.set(event.streamId, event.revision + 1);
    }
  });

  it('spans several years in date order', () => {
    const dates = events.map((event) => event.metadata.occurredAt);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates.map((date) => date.slice(0, 4))).size).toBeGreaterThanOrEqual(4);
  });

  it('makes titles of one to four formats and orders of one to ten lines', () => {
    const formatsByTitle = new Map<string, number>();
    for (const event of events.filter((event) => event.type === 'ProductCreated')) {
      const { productWorkId } = event.data as { productWorkId: string };
      formatsByTitle.set(productWorkId, (formatsByTitle.get(productWorkId) ?? 0) + 1);
    }
    expect(Math.min(...formatsByTitle.values())).toBe(1);
    expect(Math.max(...formatsByTitle.values())).toBe(4);
    const lineCounts = events
      .filter((event) => event.type === 'OrderCreated')
      .map((event) => (event.data as { lines: unknown[] }).lines.length);
    expect(Math.min(...lineCounts)).toBe(1);
    expect(Math.max(...lineCounts)).toBe(10);
    expect(events.some((event) => event.type === 'OrderPaymentRecorded')).toBe(true);
    for (const type of ['RoyaltyCreated', 'RoyaltyTermsReserved', 'RoyaltyPaymentRecorded'])
      expect(
        events.some((event) => event.type === type),
        type,
      ).toBe(true);
  });

  it('is the same log for the same seed, and another for another seed', async () => {
    const again = await generateS();
    expect(again.events).toEqual(events);
    const other = await generateS(7);
    expect(other.events.slice(0, 50)).not.toEqual(events.slice(0, 50));
  }, 60_000);
});
