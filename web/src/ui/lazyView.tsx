import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A screen fetched on its first visit, so the login page's bundle carries only what the login page
 * shows (charts, CSV parsing and the other areas come with their own screens).
 */
export function lazyView<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loaded = () => load().then((component) => ({ default: component }));
  // `preload` fetches the screen's code before its first visit; lazy() then finds it in the module cache.
  return Object.assign(lazy(loaded), { preload: () => void loaded().catch(() => undefined) });
}

/** Where a lazy screen shows a loader while its code arrives. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
