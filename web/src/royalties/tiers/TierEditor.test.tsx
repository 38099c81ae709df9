import { royaltyMessages } from '@colophon/domain';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { newTiersDraft, type TiersDraft, tiersReady } from './tierDraft.ts';
import { TierEditor } from './TierEditor.tsx';

/** The tiers part of a royalty form, as the new-royalty modal and the detail's edit mode hold it. */
function TiersForm() {
  const form = useForm<{ tiers: TiersDraft }>({ initialValues: { tiers: newTiersDraft() } });
  return (
    <>
      <TierEditor value={form.values.tiers} onChange={(tiers) => form.setFieldValue('tiers', tiers)} />
      <Button disabled={!tiersReady(form.values.tiers)}>Save</Button>
    </>
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const regular = () => within(screen.getByRole('region', { name: 'Regular tiers' }));

describe('TierEditor', () => {
  afterEach(cleanup);

  it('starts the first tier at 0 and enables Save once it has an amount and a term', async () => {
    renderWithProviders(<TiersForm />);
    expect(regular().getByRole('cell', { name: '0' })).toBeTruthy();
    expect(regular().getByLabelText('Tier 1 end').textContent).toBe('∞');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(regular().getByLabelText('Tier 1 amount'), '10');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(regular().getByLabelText('Tier 1 term'), 'of list price');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('adds a tier 100 above the last, ends each tier one unit before the next, the last at infinity', async () => {
    renderWithProviders(<TiersForm />);
    await userEvent.type(regular().getByLabelText('Tier 1 amount'), '10');
    await userEvent.selectOptions(regular().getByLabelText('Tier 1 term'), 'of net receipts');
    await userEvent.click(regular().getByRole('button', { name: 'Add tier to regular tiers' }));
    await userEvent.click(regular().getByRole('button', { name: 'Add tier to regular tiers' }));
    expect(regular().getByLabelText<HTMLInputElement>('Tier 2 start').value).toBe('100');
    expect(regular().getByLabelText<HTMLInputElement>('Tier 3 start').value).toBe('200');
    expect(regular().getByLabelText('Tier 1 end').textContent).toBe('99');
    expect(regular().getByLabelText('Tier 2 end').textContent).toBe('199');
    expect(regular().getByLabelText('Tier 3 end').textContent).toBe('∞');
    // A new tier keeps the term of the one before; its amount is still to give.
    expect(regular().getByLabelText<HTMLSelectElement>('Tier 3 term').value).toBe('2');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(regular().getByLabelText('Tier 2 amount'), '12.5');
    await userEvent.type(regular().getByLabelText('Tier 3 amount'), '15');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it("refuses a start at or below the previous tier's with the spec's message", async () => {
    renderWithProviders(<TiersForm />);
    await userEvent.type(regular().getByLabelText('Tier 1 amount'), '10');
    await userEvent.selectOptions(regular().getByLabelText('Tier 1 term'), 'of list price');
    await userEvent.click(regular().getByRole('button', { name: 'Add tier to regular tiers' }));
    await userEvent.type(regular().getByLabelText('Tier 2 amount'), '12');
    const start = regular().getByLabelText('Tier 2 start');
    await userEvent.clear(start);
    await userEvent.type(start, '0');
    expect(await screen.findByText(royaltyMessages.tierStartTooLow)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await userEvent.clear(start);
    await userEvent.type(start, '500');
    expect(screen.queryByText(royaltyMessages.tierStartTooLow)).toBeNull();
    expect(regular().getByLabelText('Tier 1 end').textContent).toBe('499');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('offers discount tier sets the first two terms only, and needs their discount', async () => {
    renderWithProviders(<TiersForm />);
    await userEvent.type(regular().getByLabelText('Tier 1 amount'), '10');
    await userEvent.selectOptions(regular().getByLabelText('Tier 1 term'), 'of true profits');
    await userEvent.click(screen.getByRole('button', { name: 'ADD DISCOUNT TIER SET' }));
    const discountSet = within(screen.getByRole('region', { name: 'Discount tier set 1' }));
    const terms = [...discountSet.getByLabelText<HTMLSelectElement>('Tier 1 term').options]
      .filter((option) => !option.disabled)
      .map((option) => option.textContent);
    expect(terms).toEqual(['of list price', 'of net receipts']);
    await userEvent.type(discountSet.getByLabelText('Tier 1 amount'), '5');
    await userEvent.selectOptions(discountSet.getByLabelText('Tier 1 term'), 'of net receipts');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(discountSet.getByLabelText('Applies from discount (%)'), '55');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows tiers as text when read-only', () => {
    renderWithProviders(
      <TierEditor
        value={{
          regular: [
            { key: 'a', start: 0, amount: '10', term: 1 },
            { key: 'b', start: 1000, amount: '12.5', term: 1 },
          ],
          discountSets: [{ key: 'c', discount: '50', tiers: [{ key: 'd', start: 0, amount: '5', term: 2 }] }],
        }}
      />,
    );
    expect(regular().getByText('999')).toBeTruthy();
    expect(regular().getByText('12.5%')).toBeTruthy();
    expect(regular().getAllByText('of list price')).toHaveLength(2);
    const discountSet = within(screen.getByRole('region', { name: 'Sold at 50.0% off or more' }));
    expect(discountSet.getByText('of net receipts')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
