/** The changes whose value differs from the current one: only those are recorded. */
export const changedFields = <Fields extends object>(current: Fields, changes: Partial<Fields>): Partial<Fields> =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => current[key as keyof Fields] !== value),
  ) as Partial<Fields>;
