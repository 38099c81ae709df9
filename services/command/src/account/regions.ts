import { countryName, isCountryCode, regionMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { notFound, validationError } from '../shared/errors.ts';

export interface Region {
  name: string;
  countries: string[];
}

/**
 * Every sales region of one publisher on one stream: a country belongs to one region at most, and
 * two edits claiming the same country append at the same revision, so one of them is decided again.
 */
export interface RegionsState {
  regions: ReadonlyMap<string, Region>;
}

export type RegionCommand =
  | { type: 'CreateRegion'; publisherId: string; regionId: string; name: string; countries: readonly string[] }
  | { type: 'UpdateRegion'; publisherId: string; regionId: string; name: string; countries: readonly string[] }
  | { type: 'DeleteRegion'; publisherId: string; regionId: string };

export const regionsStreamId = (publisherId: string) => `regions-${publisherId}`;

/** The region's name and countries as they will be kept: trimmed, upper-case codes, each once. */
function checkedRegion(state: RegionsState, regionId: string, name: string, countries: readonly string[]): Region {
  const trimmed = name.trim();
  if (trimmed === '') throw validationError(regionMessages.nameRequired, 'name');
  const others = [...state.regions].filter(([id]) => id !== regionId);
  if (others.some(([, region]) => region.name.toLowerCase() === trimmed.toLowerCase())) {
    throw validationError(regionMessages.nameTaken, 'name');
  }
  const codes = [...new Set(countries.map((code) => code.trim().toUpperCase()))];
  const unknown = codes.find((code) => !isCountryCode(code));
  if (unknown !== undefined) throw validationError(regionMessages.unknownCountry(unknown), 'countries');
  for (const code of codes) {
    const holder = others.find(([, region]) => region.countries.includes(code));
    if (holder) throw validationError(regionMessages.countryTaken(countryName(code), holder[1].name), 'countries');
  }
  return { name: trimmed, countries: codes };
}

export const regionsDecider: Decider<RegionsState, RegionCommand> = {
  initialState: { regions: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'RegionCreated':
      case 'RegionUpdated': {
        const { regionId, name, countries } = event.data;
        return { regions: new Map(state.regions).set(regionId, { name, countries }) };
      }
      case 'RegionDeleted': {
        const regions = new Map(state.regions);
        regions.delete(event.data.regionId);
        return { regions };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const { publisherId, regionId } = command;
    const existing = state.regions.get(regionId);
    if (command.type !== 'CreateRegion' && !existing) throw notFound(regionMessages.notFound);
    switch (command.type) {
      case 'CreateRegion': {
        const region = checkedRegion(state, regionId, command.name, command.countries);
        return [{ type: 'RegionCreated', data: { publisherId, regionId, ...region } } satisfies DomainEvent];
      }
      case 'UpdateRegion': {
        const region = checkedRegion(state, regionId, command.name, command.countries);
        const same = region.name === existing!.name && region.countries.join() === [...existing!.countries].join();
        return same ? [] : [{ type: 'RegionUpdated', data: { publisherId, regionId, ...region } }];
      }
      case 'DeleteRegion':
        return [{ type: 'RegionDeleted', data: { publisherId, regionId } }];
    }
  },
};
