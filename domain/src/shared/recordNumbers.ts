/**
 * Records (orders, customers, creators, products, expenses) carry a short number per publisher,
 * sequential from 1, that staff read out on the phone; their ids stay internal.
 */

/** How a record number is written on screens and in searches: "#1042". */
export const formatRecordNumber = (number: number): string => `#${number}`;

/** The record number a search text names ("1042" or "#1042"), or null when it names none. */
export function recordNumberIn(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}
