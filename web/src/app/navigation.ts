import { dashboardPath } from '../account/urls.ts';
import { productListPath } from '../catalogue/urls.ts';
import { creatorListPath, customerListPath } from '../contacts/urls.ts';
import { expenseListPath } from '../expenses/urls.ts';
import { orderListPath } from '../orders/urls.ts';

/** An entry without a path belongs to an area that is not built yet and shows disabled. */
export interface NavigationEntry {
  label: string;
  path?: string;
}

/** The spec's left navigation, in its order. */
export const navigationEntries: NavigationEntry[] = [
  { label: 'Home', path: dashboardPath },
  { label: 'Products', path: productListPath },
  { label: 'Orders', path: orderListPath },
  { label: 'Customers', path: customerListPath },
  { label: 'Creators', path: creatorListPath },
  { label: 'Royalties' },
  { label: 'Payments' },
  { label: 'Expenses', path: expenseListPath },
  { label: 'Reporting' },
  { label: 'Help' },
];
