import { dashboardPath } from '../account/urls.ts';
import { productListPath } from '../catalogue/urls.ts';
import { creatorListPath } from '../contacts/urls.ts';

/** An entry without a path belongs to an area that is not built yet and shows disabled. */
export interface NavigationEntry {
  label: string;
  path?: string;
}

/** The spec's left navigation, in its order. */
export const navigationEntries: NavigationEntry[] = [
  { label: 'Home', path: dashboardPath },
  { label: 'Products', path: productListPath },
  { label: 'Orders' },
  { label: 'Customers' },
  { label: 'Creators', path: creatorListPath },
  { label: 'Royalties' },
  { label: 'Payments' },
  { label: 'Expenses' },
  { label: 'Reporting' },
  { label: 'Help' },
];
