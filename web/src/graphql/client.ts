import { Client, type CombinedError, fetchExchange, mapExchange } from 'urql';

import type { Session } from '../account/session.ts';
import { createGraphCache } from './cache.ts';
import { latestPosition, rememberPosition } from './position.ts';

function isUnauthenticated(error: CombinedError): boolean {
  return (
    error.response?.status === 401 ||
    error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')
  );
}

/** Every mutation payload carries the position of the events it appended. */
function rememberPayloadPositions(data: Record<string, unknown> | null | undefined): void {
  for (const payload of Object.values(data ?? {})) {
    if (payload && typeof payload === 'object' && 'position' in payload) {
      rememberPosition(payload.position as string | null);
    }
  }
}

/** The API client of one session; a new session gets a new client and so an empty cache. */
export function createApiClient(session: Session, onUnauthenticated: () => void): Client {
  return new Client({
    url: '/graphql-auth/',
    exchanges: [
      mapExchange({
        onResult(result) {
          if (result.operation.kind === 'mutation') rememberPayloadPositions(result.data);
        },
        onError(error) {
          if (isUnauthenticated(error)) onUnauthenticated();
        },
      }),
      createGraphCache(),
      fetchExchange,
    ],
    // A function, so each request carries the newest position known at the time it is sent.
    fetchOptions: () => {
      const position = latestPosition();
      return {
        headers: {
          Authorization: `Token ${session.token}`,
          'X-Colophon-Publisher': session.publisherId,
          ...(position ? { 'X-Colophon-Position': position } : {}),
        },
      };
    },
  });
}
