import type { EventDefinition } from './definition.ts';

export class UnknownEventError extends Error {
  constructor(type: string) {
    super(`Unknown event type ${type}`);
  }
}

/** Lifts stored data of an older schema version to the current one, then validates it. */
export function upcast(definition: EventDefinition, storedVersion: number, data: unknown): unknown {
  let current = data;
  for (let version = storedVersion; version < definition.version; version++) {
    const upcaster = definition.upcasters[version];
    if (!upcaster) throw new Error(`${definition.type} has no upcaster from version ${version}`);
    current = upcaster(current);
  }
  return definition.schema.parse(current);
}
