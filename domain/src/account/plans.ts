import { addMonths } from '../dates.ts';
import { formatCents, formatMoney } from '../money.ts';

/** Products a publisher on the free plan may keep unfrozen. */
export const freePlanMaxProducts = 10;

/**
 * The spec's plans: the product limit each allows (null: no limit), its monthly price in cents, and
 * the price a checkout sells it under (null: not sold by checkout — Free is where a cancelled
 * subscription lands, All Access is arranged with us).
 */
export const plans = {
  Free: { maxProducts: freePlanMaxProducts, monthlyPriceCents: 0, price: null },
  Build: { maxProducts: 50, monthlyPriceCents: 2500, price: 'build-monthly' },
  Grow: { maxProducts: 100, monthlyPriceCents: 4900, price: 'grow-monthly' },
  Thrive: { maxProducts: 250, monthlyPriceCents: 11_900, price: 'thrive-monthly' },
  Groundswell: { maxProducts: 500, monthlyPriceCents: 21_900, price: 'groundswell-monthly' },
  Champion: { maxProducts: 1000, monthlyPriceCents: 59_900, price: 'champion-monthly' },
  'All Access': { maxProducts: null, monthlyPriceCents: null, price: null },
} as const satisfies Record<
  string,
  { maxProducts: number | null; monthlyPriceCents: number | null; price: string | null }
>;

export type PlanName = keyof typeof plans;
export const planNames = Object.keys(plans) as PlanName[];

export const isPlanName = (name: string): name is PlanName => Object.hasOwn(plans, name);

/** The plans a checkout sells, cheapest first. */
export const paidPlanNames = planNames.filter((plan) => plans[plan].price !== null);

/** The plan a checkout price sells; undefined for a price we do not sell. */
export const planOfPrice = (price: string): PlanName | undefined =>
  paidPlanNames.find((plan) => plans[plan].price === price);

/** "Free" → "Free Plan", as the spec names plans in messages; none is the Free Plan. */
export const planLabel = (plan: string | null | undefined) =>
  !plan ? 'Free Plan' : /plan$/i.test(plan) ? plan : `${plan} Plan`;

/** What a plan allows, as the plan cards say it: "Up to 10 products", "11-50 products", "No product limit". */
export function planProductRange(plan: PlanName): string {
  const { maxProducts } = plans[plan];
  if (maxProducts === null) return 'No product limit';
  const smaller = planNames
    .map((name): number | null => plans[name].maxProducts)
    .filter((limit): limit is number => limit !== null && limit < maxProducts);
  const from = smaller.length ? Math.max(...smaller) + 1 : 0;
  return from === 0 ? `Up to ${maxProducts} products` : `${from}-${maxProducts} products`;
}

/** A plan's price as the plan cards and the checkout say it ("$25.00 / month"); null for a plan without one. */
export function planPriceText(plan: PlanName): string | null {
  const cents = plans[plan].monthlyPriceCents;
  return cents === null ? null : `${formatMoney(formatCents(cents), '$')} / month`;
}

/** The list screens' hint when the plan blocks creating (the web links its last words to /publisher). */
export const planLimitMessage = (plan: string | null | undefined, maxProducts: number | null | undefined) =>
  `Publishers on the ${planLabel(plan)} may create and maintain up to ${maxProducts ?? freePlanMaxProducts} products - explore other plans to add more.`;

/** The spec: the renewal shown is the billing date plus one month (none without a billing date). */
export const renewalDateOf = (billingDate: string | null | undefined): string | null =>
  billingDate ? addMonths(billingDate, 1) : null;

/** The spec's 'Billing Error' banner: the provider knows the publisher, but its subscription is not being paid. */
export const hasBillingError = (billing: { billingId: string | null | undefined; billingActive: boolean }) =>
  Boolean(billing.billingId) && !billing.billingActive;
