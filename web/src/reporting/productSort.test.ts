import { describe, expect, it } from 'vitest';

import { defaultProductSort, nextSort, productSortOf } from './productSort.ts';

describe('P&L table sort', () => {
  it('sorts a new column ascending first, and toggles on a second click', () => {
    const ascending = nextSort(defaultProductSort, 'TITLE');
    expect(ascending).toEqual({ field: 'TITLE', direction: 'ASC' });
    expect(nextSort(ascending, 'TITLE')).toEqual({ field: 'TITLE', direction: 'DESC' });
    expect(nextSort(nextSort(ascending, 'TITLE'), 'TITLE')).toEqual(ascending);
    expect(nextSort(defaultProductSort, 'REVENUE')).toEqual({ field: 'REVENUE', direction: 'ASC' });
  });

  it('reads the order from the URL, by revenue biggest first when it names none it knows', () => {
    expect(productSortOf(new URLSearchParams('sort=UNITS&direction=DESC'))).toEqual({
      field: 'UNITS',
      direction: 'DESC',
    });
    expect(productSortOf(new URLSearchParams('sort=ISBN'))).toEqual({ field: 'ISBN', direction: 'ASC' });
    expect(productSortOf(new URLSearchParams('sort=units'))).toEqual(defaultProductSort);
    expect(productSortOf(new URLSearchParams(''))).toEqual(defaultProductSort);
  });
});
