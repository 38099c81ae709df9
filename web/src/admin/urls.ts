export const superPath = '/super';
/** The spec's two routes of the one calculator screen. */
export const royaltyCalculatorPath = '/super/royalty_calculator';
export const royaltyCalculatorToolPath = '/super/tools/royalty-calculator';
export const impersonatePath = '/impersonate';
