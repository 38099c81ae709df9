/** Products a publisher on the free plan may keep unfrozen. */
export const freePlanMaxProducts = 10;

/** The spec's plans: the product limit each allows (null: no limit) and its monthly price in cents. */
export const plans = {
  Free: { maxProducts: freePlanMaxProducts, monthlyPriceCents: 0 },
  Build: { maxProducts: 50, monthlyPriceCents: 2500 },
  Grow: { maxProducts: 100, monthlyPriceCents: 4900 },
  Thrive: { maxProducts: 250, monthlyPriceCents: 11_900 },
  Groundswell: { maxProducts: 500, monthlyPriceCents: 21_900 },
  Champion: { maxProducts: 1000, monthlyPriceCents: 59_900 },
  'All Access': { maxProducts: null, monthlyPriceCents: null },
} as const satisfies Record<string, { maxProducts: number | null; monthlyPriceCents: number | null }>;

export type PlanName = keyof typeof plans;

export const isPlanName = (name: string): name is PlanName => Object.hasOwn(plans, name);

/** "Free" → "Free Plan", as the spec names plans in messages; none is the Free Plan. */
export const planLabel = (plan: string | null | undefined) =>
  !plan ? 'Free Plan' : /plan$/i.test(plan) ? plan : `${plan} Plan`;

/** The list screens' hint when the plan blocks creating (the web links its last words to /publisher). */
export const planLimitMessage = (plan: string | null | undefined, maxProducts: number | null | undefined) =>
  `Publishers on the ${planLabel(plan)} may create and maintain up to ${maxProducts ?? freePlanMaxProducts} products - explore other plans to add more.`;
