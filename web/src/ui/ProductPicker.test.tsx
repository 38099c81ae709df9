// For its jsdom stand-ins of the layout APIs Mantine reads.
import '../test/renderWithProviders.tsx';

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type Client, Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';

import { ProductPicker } from './ProductPicker.tsx';

afterEach(cleanup);

function products(count: number, frozenFrom: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    frozen: index >= frozenFrom,
    isbn: `97800000000${String(index).padStart(2, '0')}`,
    format: { value: 'Paperback', description: 'Paperback / softback' },
    productWork: { title: `Book ${String(index).padStart(2, '0')}` },
  }));
}

/** The picker over a fake API answering one page of products and the plan usage. */
function renderPicker(count: number, frozenFrom: number, onChange = vi.fn()) {
  const items = products(count, frozenFrom);
  const client = {
    executeQuery: () =>
      fromValue({
        data: {
          products: { items, totalCount: count },
          productPlanUsage: {
            frozenCount: Math.max(count - frozenFrom, 0),
            createBlockedMessage: count >= 10 ? 'limit' : null,
          },
        },
      }),
  } as unknown as Client;
  // env="test" turns off transitions and portals, so the dropdown is there at once.
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <Provider value={client}>
          <ProductPicker label="Product" value={null} onChange={onChange} />
        </Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onChange;
}

describe('the product picker', () => {
  it('shows a scroll hint above 7 options and the plan hint, with frozen formats disabled', async () => {
    const onChange = renderPicker(12, 10);
    await userEvent.click(screen.getByLabelText('Product'));
    await screen.findByText('Scroll for more products');
    expect(screen.getByRole('link', { name: 'explore other plans' }).getAttribute('href')).toBe('/publisher');
    const frozen = screen.getByRole('option', { name: /Book 11/ });
    expect(frozen.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(frozen);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: /Book 03/ }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        id: 'p3',
        label: 'Book 03 — Paperback · 9780000000003',
        title: 'Book 03',
        formatName: 'Paperback',
        isbn: '9780000000003',
      }),
    );
  });

  it('has no hints for a short list within the plan', async () => {
    renderPicker(5, 99);
    await userEvent.click(screen.getByLabelText('Product'));
    await screen.findByRole('option', { name: /Book 04/ });
    expect(screen.queryByText('Scroll for more products')).toBeNull();
    expect(screen.queryByRole('link', { name: 'explore other plans' })).toBeNull();
  });
});
