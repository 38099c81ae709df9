import { useState } from 'react';

/**
 * Which rows of a list are selected: either rows picked one by one (kept with their data, since
 * they may sit on other pages), or "all rows of the current search" minus the ones unticked.
 */
export type ListSelection<Row> =
  { mode: 'explicit'; selected: ReadonlyMap<string, Row> } | { mode: 'all'; excluded: ReadonlySet<string> };

export interface Identified {
  id: string;
}

export function emptySelection<Row>(): ListSelection<Row> {
  return { mode: 'explicit', selected: new Map() };
}

export function isRowSelected<Row>(selection: ListSelection<Row>, id: string): boolean {
  return selection.mode === 'all' ? !selection.excluded.has(id) : selection.selected.has(id);
}

export function toggleRow<Row extends Identified>(selection: ListSelection<Row>, row: Row): ListSelection<Row> {
  if (selection.mode === 'all') {
    const excluded = new Set(selection.excluded);
    if (!excluded.delete(row.id)) excluded.add(row.id);
    return { mode: 'all', excluded };
  }
  const selected = new Map(selection.selected);
  if (!selected.delete(row.id)) selected.set(row.id, row);
  return { mode: 'explicit', selected };
}

/** The header checkbox: from select-all mode it clears everything, otherwise it selects all. */
export function toggleAll<Row>(selection: ListSelection<Row>): ListSelection<Row> {
  return selection.mode === 'all' ? emptySelection() : { mode: 'all', excluded: new Set() };
}

export function selectedCount<Row>(selection: ListSelection<Row>, totalCount: number): number {
  return selection.mode === 'all' ? Math.max(totalCount - selection.excluded.size, 0) : selection.selected.size;
}

export function headerCheckboxState<Row>(
  selection: ListSelection<Row>,
  totalCount: number,
): { checked: boolean; indeterminate: boolean } {
  const count = selectedCount(selection, totalCount);
  const checked = totalCount > 0 && count === totalCount;
  return { checked, indeterminate: count > 0 && !checked };
}

/** Selection state that starts empty again whenever scopeKey (the search) changes. */
export function useListSelection<Row>(scopeKey: string) {
  const [state, setState] = useState({ scopeKey, selection: emptySelection<Row>() });
  const selection = state.scopeKey === scopeKey ? state.selection : emptySelection<Row>();
  const update = (change: (current: ListSelection<Row>) => ListSelection<Row>) =>
    setState((current) => ({
      scopeKey,
      selection: change(current.scopeKey === scopeKey ? current.selection : emptySelection()),
    }));
  return [selection, update] as const;
}
