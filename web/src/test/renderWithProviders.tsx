import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

// jsdom lacks the layout APIs Mantine reads; components only need them to exist.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Comboboxes scroll the option they select into view.
Element.prototype.scrollIntoView ??= () => undefined;

/** Renders a component as the app does: inside Mantine (without transitions and portals) and a router. */
export function renderWithProviders(element: ReactElement) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
}
