import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { LookupSelect } from './LookupSelect.tsx';

/** A form that owns the value; its options list is not refreshed, like a slow refetch. */
function PaymentMethodField(props: { onAdd(value: string): Promise<{ id: string; value: string } | null> }) {
  const [value, setValue] = useState('');
  return (
    <LookupSelect
      label="Preferred Payment Method"
      kind="payment method"
      options={[
        { id: 'check', value: 'Check' },
        { id: 'paypal', value: 'PayPal' },
      ]}
      value={value}
      onChange={setValue}
      onAdd={props.onAdd}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Preferred Payment Method');

describe('LookupSelect', () => {
  afterEach(cleanup);

  it('filters the options by what is typed and chooses one with Enter', async () => {
    renderWithProviders(<PaymentMethodField onAdd={async () => null} />);
    await userEvent.type(field(), 'pay');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PayPal',
      '+ Add new payment method “pay”',
    ]);
    await userEvent.keyboard('{Enter}');
    expect(field().value).toBe('PayPal');
  });

  it('adds a typed value and chooses it at once, before the list is refetched', async () => {
    const added: string[] = [];
    renderWithProviders(<PaymentMethodField onAdd={async (value) => (added.push(value), { id: 'bank', value })} />);
    await userEvent.type(field(), 'Bank transfer');
    await userEvent.click(screen.getByRole('option', { name: '+ Add new payment method “Bank transfer”' }));
    expect(added).toEqual(['Bank transfer']);
    expect(field().value).toBe('Bank transfer');
  });

  it('offers no add for a value the list has, whatever its case, nor for blank text', async () => {
    renderWithProviders(<PaymentMethodField onAdd={async () => null} />);
    await userEvent.type(field(), 'check');
    expect(screen.queryByRole('option', { name: /Add new/ })).toBeNull();
    await userEvent.clear(field());
    await userEvent.type(field(), '   ');
    expect(screen.queryByRole('option', { name: /Add new/ })).toBeNull();
  });
});
