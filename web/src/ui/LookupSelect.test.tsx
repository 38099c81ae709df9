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
      options={[{ id: 'check', value: 'Check' }]}
      value={value}
      onChange={setValue}
      onAdd={props.onAdd}
    />
  );
}

describe('LookupSelect', () => {
  afterEach(cleanup);

  it('chooses a value added inline at once, before the list is refetched', async () => {
    renderWithProviders(<PaymentMethodField onAdd={async (value) => ({ id: 'bank', value })} />);
    await userEvent.selectOptions(screen.getByLabelText('Preferred Payment Method'), 'Add new payment method…');
    await userEvent.type(screen.getByLabelText('New payment method'), 'Bank transfer{Enter}');
    const select = screen.getByLabelText<HTMLSelectElement>('Preferred Payment Method');
    expect(select.selectedOptions[0]?.textContent).toBe('Bank transfer');
    expect(screen.queryByLabelText('New payment method')).toBeNull();
  });

  it('ignores an empty value and keeps the choice as it was', async () => {
    let added = 0;
    renderWithProviders(<PaymentMethodField onAdd={async () => (added++, null)} />);
    await userEvent.selectOptions(screen.getByLabelText('Preferred Payment Method'), 'Add new payment method…');
    await userEvent.type(screen.getByLabelText('New payment method'), '   {Enter}');
    expect(added).toBe(0);
  });
});
