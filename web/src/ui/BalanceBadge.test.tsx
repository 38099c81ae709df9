import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { BalanceBadge } from './BalanceBadge.tsx';

describe('BalanceBadge', () => {
  afterEach(cleanup);

  it.each([
    ['-12.50', '-$12.50', 'green'],
    ['0.00', '$0.00', 'gray'],
    ['99.99', '$99.99', 'gray'],
    ['100.00', '$100.00', 'red'],
    ['1234.5', '$1,234.50', 'red'],
  ])('shows %s as %s in %s', (balance, text, color) => {
    renderWithProviders(<BalanceBadge balance={balance} currencySymbol="$" />);
    expect(screen.getByText(text).closest('[data-balance-color]')?.getAttribute('data-balance-color')).toBe(color);
  });
});
