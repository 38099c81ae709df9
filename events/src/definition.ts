import type { z } from 'zod';

/**
 * One event type: its past-tense name, the zod schema of its current version, and the upcasters
 * that lift older stored versions to the current one (upcasters[n] turns version n into n + 1).
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly schema: Schema;
  readonly version: number;
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  history: { version: number; upcasters: Record<number, (data: unknown) => unknown> } = { version: 1, upcasters: {} },
): EventDefinition<Type, Schema> {
  return { type, schema, version: history.version, upcasters: history.upcasters };
}

/** The union of `{ type, data }` for a record of definitions. */
export type EventsOf<Definitions extends Record<string, EventDefinition>> = {
  [Name in keyof Definitions]: {
    type: Definitions[Name]['type'];
    data: z.infer<Definitions[Name]['schema']>;
  };
}[keyof Definitions];
