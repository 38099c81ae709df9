import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { regionsDecider } from './regions.ts';

const created = (regionId: string, name: string, countries: string[]) => ({
  type: 'RegionCreated' as const,
  data: { publisherId: 'p1', regionId, name, countries },
});
const create = (regionId: string, name: string, countries: string[]) => ({
  type: 'CreateRegion' as const,
  publisherId: 'p1',
  regionId,
  name,
  countries,
});
const update = (regionId: string, name: string, countries: string[]) => ({
  ...create(regionId, name, countries),
  type: 'UpdateRegion' as const,
});
const europe = created('eu', 'Europe', ['FR', 'DE']);

describe('regions decider', () => {
  it('creates a region with its name trimmed and its codes upper-case, each once', () => {
    expect(given(regionsDecider)(create('na', ' North America ', ['us', 'CA', 'US']))).toEqual([
      created('na', 'North America', ['US', 'CA']),
    ]);
  });

  it('refuses a blank name with the spec message', () => {
    expect(() => given(regionsDecider)(create('x', '   ', ['US']))).toThrow('Region name is required.');
  });

  it('refuses a code that is not a country', () => {
    expect(() => given(regionsDecider)(create('x', 'Nowhere', ['ZZ']))).toThrow('ZZ is not a country code.');
  });

  it('refuses a country another region holds, naming both', () => {
    expect(() => given(regionsDecider, europe)(create('x', 'West', ['GB', 'FR']))).toThrow(
      'France already belongs to the region Europe.',
    );
  });

  it('lets a region keep its own countries when edited, and frees countries it drops', () => {
    const edited = given(regionsDecider, europe)(update('eu', 'Europe', ['DE', 'IT']));
    expect(edited).toEqual([
      { type: 'RegionUpdated', data: { publisherId: 'p1', regionId: 'eu', name: 'Europe', countries: ['DE', 'IT'] } },
    ]);
    expect(given(regionsDecider, europe, ...edited)(create('fr', 'France', ['FR']))).toHaveLength(1);
  });

  it('refuses a second region of the same name', () => {
    expect(() => given(regionsDecider, europe)(create('x', 'europe', []))).toThrow(
      'A region with this name already exists.',
    );
  });

  it('deletes a region, which frees its countries; a deleted region is not found', () => {
    const deleted = given(regionsDecider, europe)({ type: 'DeleteRegion', publisherId: 'p1', regionId: 'eu' });
    expect(deleted).toEqual([{ type: 'RegionDeleted', data: { publisherId: 'p1', regionId: 'eu' } }]);
    expect(given(regionsDecider, europe, ...deleted)(create('x', 'West', ['FR']))).toHaveLength(1);
    expect(() => given(regionsDecider, europe, ...deleted)(update('eu', 'Europe', []))).toThrow('Region not found');
  });
});
