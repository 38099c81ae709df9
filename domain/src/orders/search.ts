import { recordNumberIn } from '../shared/recordNumbers.ts';

/** Text search on orders needs at least this many characters (shorter text is not applied). */
export const minimumOrderSearchLength = 3;

/** Whether an orders search is applied: 3 characters or more, or an order number at any length ("7", "#7"). */
export const isAppliedOrderSearch = (search: string): boolean =>
  search.trim().length >= minimumOrderSearchLength || recordNumberIn(search) !== null;
