import { describe, expect, it } from 'vitest';

import { linesShortOnShipping, tracksInventory } from './inventory.ts';

describe('inventory of a format', () => {
  it('is kept for print and physical audio, not for ebooks, downloadable audio or flagged digital products', () => {
    expect(['BC', 'BB', 'AC'].map((code) => tracksInventory(code))).toEqual([true, true, true]);
    expect(['ED', 'EA', 'AJ', 'AN'].map((code) => tracksInventory(code))).toEqual([false, false, false, false]);
    expect(tracksInventory('BC', true)).toBe(false);
  });

  it('warns of the print lines that shipping would take below zero', () => {
    const lines = [
      { id: 'print-enough', quantity: 2, inventoryQuantity: 2, tracksInventory: true },
      { id: 'print-short', quantity: 3, inventoryQuantity: 2, tracksInventory: true },
      { id: 'ebook', quantity: 5, inventoryQuantity: 0, tracksInventory: false },
    ];
    expect(linesShortOnShipping(lines).map((line) => line.id)).toEqual(['print-short']);
  });
});
