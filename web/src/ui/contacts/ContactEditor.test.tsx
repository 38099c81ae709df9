import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ContactEditor } from './ContactEditor.tsx';
import { contactChanges, type ContactItems } from './contactItems.ts';

const saved: ContactItems = {
  emails: [
    { id: 'e1', value: 'first@press.example', primary: false },
    { id: 'e2', value: 'main@press.example', primary: true },
  ],
  phones: [],
  addresses: [],
};

/** Holds the staged items like a detail screen does and exposes the changes a save would send. */
function renderEditor(original: ContactItems, withAddressTypes = false) {
  let current = original;
  function Harness() {
    const [items, setItems] = useState(original);
    current = items;
    return <ContactEditor items={items} onChange={setItems} editing withAddressTypes={withAddressTypes} />;
  }
  renderWithProviders(<Harness />);
  return { changes: () => contactChanges(original, current), items: () => current };
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const emailInputs = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Email' });

describe('ContactEditor', () => {
  afterEach(cleanup);

  it('lists primary items first', () => {
    renderEditor(saved);
    expect(emailInputs().map((input) => input.value)).toEqual(['main@press.example', 'first@press.example']);
  });

  it('keeps Add disabled while the new value is empty', async () => {
    renderEditor(saved);
    const add = screen.getByRole('button', { name: 'Add phone' });
    expect(isDisabled(add)).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone' }), '   ');
    expect(isDisabled(add)).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone' }), '555 0100');
    expect(isDisabled(add)).toBe(false);
  });

  it('makes the first item of a kind primary, and later ones not', async () => {
    const editor = renderEditor(saved);
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone' }), '555 0100{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'New phone' }), '555 0199{Enter}');
    expect(editor.items().phones.map(({ value, primary }) => ({ value, primary }))).toEqual([
      { value: '555 0100', primary: true },
      { value: '555 0199', primary: false },
    ]);
  });

  it('clears primary on the others of its kind when one is made primary', async () => {
    const editor = renderEditor(saved);
    const otherRow = emailInputs()[1]!.closest('div.mantine-Group-root') as HTMLElement;
    await userEvent.click(within(otherRow).getByRole('button', { name: 'Primary' }));
    expect(editor.items().emails.map(({ id, primary }) => ({ id, primary }))).toEqual([
      { id: 'e1', primary: true },
      { id: 'e2', primary: false },
    ]);
    expect(emailInputs()[0]!.value).toBe('first@press.example');
    expect(editor.changes().updated).toEqual([
      { id: 'e1', kind: 'email', value: 'first@press.example', primary: true },
      { id: 'e2', kind: 'email', value: 'main@press.example', primary: false },
    ]);
  });

  it('stages removals of saved items, new items and edits as one set of changes', async () => {
    const editor = renderEditor(saved);
    await userEvent.clear(emailInputs()[0]!);
    await userEvent.type(emailInputs()[0]!, 'editor@press.example');
    const firstRow = emailInputs()[1]!.closest('div.mantine-Group-root') as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Remove email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New email' }), 'rights@press.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
    expect(editor.changes()).toEqual({
      added: [{ kind: 'email', value: 'rights@press.example', primary: false }],
      updated: [{ id: 'e2', kind: 'email', value: 'editor@press.example', primary: true }],
      removed: ['e1'],
    });
  });

  it('adds customer addresses as Shipping by default', async () => {
    const editor = renderEditor({ emails: [], phones: [], addresses: [] }, true);
    const form = screen.getByRole('form', { name: 'New address' });
    expect(isDisabled(within(form).getByRole('button', { name: 'Add address' }))).toBe(true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Lisbon');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(editor.changes().added).toEqual([
      {
        kind: 'address',
        primary: true,
        address: {
          line1: '',
          line2: '',
          city: 'Lisbon',
          stateOrRegion: '',
          zipcode: '',
          country: '',
          addressType: 'Shipping',
        },
      },
    ]);
  });
});
