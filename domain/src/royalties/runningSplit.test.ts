import { describe, expect, it } from 'vitest';

import { lifeFigures, type RoyaltyTiers } from './engine.ts';
import { continuedRunningSplit, lifeFiguresOfSplit, runningSplitOf } from './runningSplit.ts';
import { type RoyaltyOrderLine, royaltySaleEntries, royaltySales, type RoyaltyScope } from './sales.ts';

const scope: RoyaltyScope = {
  accountingMethod: 'paid',
  salesByRegion: false,
  regionCountries: null,
  countriesInRegions: [],
};
// Regular tiers of all four terms, and a discount set: sales straddle thresholds both ways.
const tiers: RoyaltyTiers = {
  regular: [
    { start: 0, rateBasisPoints: 1000, term: 2 },
    { start: 7, rateBasisPoints: 1250, term: 1 },
    { start: 20, rateBasisPoints: 1500, term: 3 },
    { start: 45, rateBasisPoints: 2000, term: 4 },
  ],
  discountSets: [
    {
      discountBasisPoints: 5000,
      tiers: [
        { start: 0, rateBasisPoints: 500, term: 2 },
        { start: 15, rateBasisPoints: 750, term: 1 },
      ],
    },
  ],
};

/** A small deterministic generator, so a failure is the same on every run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const day = (index: number) => `2026-03-${String(1 + index).padStart(2, '0')}`;

/** A batch's change to the product's lines: a new paid line, a line paid, unpaid, changed, returned or removed. */
function changed(lines: Map<string, RoyaltyOrderLine>, next: (below: number) => number, step: number) {
  const existing = [...lines.values()];
  const pick = existing[next(Math.max(existing.length, 1))];
  const kind = pick ? next(6) : 0;
  const touched = new Set<string>();
  if (kind <= 1) {
    const lineId = `line-${String(step).padStart(4, '0')}`;
    lines.set(lineId, {
      lineId,
      quantity: 1 + next(12),
      retailPriceCents: 999 + next(2000),
      unitPriceCents: 333 + next(1500),
      discountBasisPoints: next(2) * 5500,
      // Mostly today's day, as a live log pays orders; sometimes a day already counted.
      paidDate: kind === 0 ? day(Math.min(step >> 2, 27)) : day(next(28)),
      shipDate: null,
      country: 'US',
    });
    touched.add(lineId);
  } else if (kind === 2) {
    lines.set(pick!.lineId, { ...pick!, paidDate: pick!.paidDate === null ? day(next(28)) : null });
    touched.add(pick!.lineId);
  } else if (kind === 3) {
    lines.set(pick!.lineId, { ...pick!, quantity: 1 + next(12) });
    touched.add(pick!.lineId);
  } else if (kind === 4) {
    const returns = [...(pick!.returns ?? []), { date: day(Math.min(27, (step >> 2) + next(3))), quantity: 1 }];
    lines.set(pick!.lineId, { ...pick!, returns });
    touched.add(pick!.lineId);
  } else {
    lines.delete(pick!.lineId);
    touched.add(pick!.lineId);
  }
  return touched;
}

describe('a running split', () => {
  it('gives the life figures of all the sales however they arrived, continuing when only later sales were added', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      const lines = new Map<string, RoyaltyOrderLine>();
      let running = runningSplitOf(tiers, []);
      let continued = 0;
      for (let step = 0; step < 120; step++) {
        const before = new Map(lines);
        const touched = changed(lines, next, step);
        const linesOf = (all: Map<string, RoyaltyOrderLine>) =>
          [...touched].flatMap((lineId) => (all.has(lineId) ? [all.get(lineId)!] : []));
        const continuation = continuedRunningSplit(
          tiers,
          running,
          royaltySaleEntries(linesOf(before), scope),
          royaltySaleEntries(linesOf(lines), scope),
        );
        if (continuation) continued++;
        running = continuation ?? runningSplitOf(tiers, royaltySaleEntries([...lines.values()], scope));
        const expensesCents = next(3) * 1234;
        expect(lifeFiguresOfSplit(tiers, running, expensesCents)).toEqual(
          lifeFigures(tiers, royaltySales([...lines.values()], scope), [{ date: day(0), amountCents: expensesCents }]),
        );
      }
      // New sales of the day continue the split rather than start it again.
      expect(continued).toBeGreaterThan(10);
    }
  });

  it('starts again when a counted sale changes or a new one sorts before the last', () => {
    const sold = (lineId: string, paidDate: string, quantity = 5): RoyaltyOrderLine => ({
      lineId,
      quantity,
      retailPriceCents: 2000,
      unitPriceCents: 1000,
      discountBasisPoints: 0,
      paidDate,
      shipDate: null,
      country: 'US',
    });
    const running = runningSplitOf(tiers, royaltySaleEntries([sold('b', day(3))], scope));
    const entries = (...lines: RoyaltyOrderLine[]) => royaltySaleEntries(lines, scope);
    expect(continuedRunningSplit(tiers, running, [], entries(sold('c', day(3))))).not.toBeNull();
    expect(continuedRunningSplit(tiers, running, [], entries(sold('a', day(3))))).toBeNull();
    expect(continuedRunningSplit(tiers, running, [], entries(sold('z', day(2))))).toBeNull();
    expect(continuedRunningSplit(tiers, running, entries(sold('b', day(3))), entries(sold('b', day(3), 6)))).toBeNull();
    expect(continuedRunningSplit(tiers, running, entries(sold('b', day(3))), [])).toBeNull();
    expect(continuedRunningSplit(tiers, running, entries(sold('b', day(3))), entries(sold('b', day(3))))).toBe(running);
  });
});
