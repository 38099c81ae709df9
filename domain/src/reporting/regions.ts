/** A publisher's sales region: a name and the country codes it holds (one region per country). */
export interface SalesRegion {
  name: string;
  countries: readonly string[];
}

export const restOfWorld = 'Rest of World';

export type RegionOfCountry = (country: string | null) => string;

/** Which region an order address's country falls in: matched by code, case apart; else Rest of World. */
export function regionOfCountry(regions: readonly SalesRegion[]): RegionOfCountry {
  const byCountry = new Map<string, string>();
  for (const region of regions)
    for (const country of region.countries) byCountry.set(country.toUpperCase(), region.name);
  return (country) => (country ? byCountry.get(country.trim().toUpperCase()) : undefined) ?? restOfWorld;
}
