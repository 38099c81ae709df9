import { Center, Loader } from '@mantine/core';
import type { CombinedError } from 'urql';

import { ErrorState } from './ErrorState.tsx';
import { operationErrorMessage } from './mutationErrors.ts';

/** A detail screen before its record is there: the query's error, a loader while it loads, else nothing. */
export function PendingRecord({ fetching, error }: { fetching: boolean; error?: CombinedError }) {
  if (error) return <ErrorState message={operationErrorMessage(error)} />;
  return fetching ? (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  ) : null;
}
