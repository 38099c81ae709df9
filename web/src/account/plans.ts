/** A plan as the user menu and plan hints name it: "Free" → "Free Plan"; none is the Free Plan. */
export function planLabel(plan: string | null | undefined): string {
  if (!plan) return 'Free Plan';
  return /plan$/i.test(plan) ? plan : `${plan} Plan`;
}
