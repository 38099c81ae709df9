import {
  IconBook2,
  IconCash,
  IconChartBar,
  IconCoin,
  IconFeather,
  IconHelp,
  IconHome,
  type IconProps,
  IconReceipt,
  IconReceipt2,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { dashboardPath } from '../account/urls.ts';
import { productListPath } from '../catalogue/urls.ts';
import { creatorListPath, customerListPath } from '../contacts/urls.ts';
import { expenseListPath } from '../expenses/urls.ts';
import { helpPath } from '../help/urls.ts';
import { orderListPath } from '../orders/urls.ts';
import { reportingPath } from '../reporting/urls.ts';
import { royaltyListPath, royaltyPaymentListPath } from '../royalties/urls.ts';

/** An entry without a path belongs to an area that is not built yet: the shell hides it. */
export interface NavigationEntry {
  label: string;
  icon: ComponentType<IconProps>;
  path?: string;
}

/** The spec's left navigation, in its order; an area's issue gives its entry a path. */
export const navigationEntries: NavigationEntry[] = [
  { label: 'Home', icon: IconHome, path: dashboardPath },
  { label: 'Products', icon: IconBook2, path: productListPath },
  { label: 'Orders', icon: IconReceipt, path: orderListPath },
  { label: 'Customers', icon: IconUsers, path: customerListPath },
  { label: 'Creators', icon: IconFeather, path: creatorListPath },
  { label: 'Royalties', icon: IconCoin, path: royaltyListPath },
  { label: 'Payments', icon: IconCash, path: royaltyPaymentListPath },
  { label: 'Expenses', icon: IconReceipt2, path: expenseListPath },
  { label: 'Reporting', icon: IconChartBar, path: reportingPath },
  { label: 'Help', icon: IconHelp, path: helpPath },
];
