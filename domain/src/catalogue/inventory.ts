/**
 * Digital formats (ONIX List 150: E* digital online, AJ/AN downloadable audio) and formats flagged
 * as a digital product keep no stock: their inventory is neither shown nor checked when shipping.
 */
export function tracksInventory(formatCode: string, digitalProduct = false): boolean {
  return !digitalProduct && !/^E/.test(formatCode) && formatCode !== 'AJ' && formatCode !== 'AN';
}

/** The lines that shipping would take below zero: print formats whose stock is short of the quantity. */
export function linesShortOnShipping<
  Line extends { quantity: number; inventoryQuantity: number; tracksInventory: boolean },
>(lines: Line[]): Line[] {
  return lines.filter((line) => line.tracksInventory && line.inventoryQuantity < line.quantity);
}
