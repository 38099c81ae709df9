import type { CombinedError } from 'urql';
import { useMutation, useQuery } from 'urql';

import type { LookupOption } from '../ui/LookupSelect.tsx';
import { useNotify } from '../ui/notify.ts';
import { CreateImprintMutation, CreateSeriesMutation } from './mutations.ts';
import { CatalogueReferenceQuery } from './queries.ts';

interface LookupResult {
  error?: CombinedError;
  payload?: { item?: LookupOption | null; errors: { message: string }[] } | null;
}

/** The code lists, imprints and series the product screens offer, and adding imprints and series inline. */
export function useCatalogueReference() {
  const notify = useNotify();
  const [{ data, error }, refetch] = useQuery({ query: CatalogueReferenceQuery });
  const [, createImprint] = useMutation(CreateImprintMutation);
  const [, createSeries] = useMutation(CreateSeriesMutation);

  /** Reports the outcome with the spec's messages ("Imprint" and "imprint" name the kind). */
  const added = (kind: 'Imprint' | 'Series', { error: failure, payload }: LookupResult): LookupOption | null => {
    if (failure) notify.error(`Error adding ${kind.toLowerCase()}: ${failure.message}`);
    else if (payload?.errors[0]) notify.error(payload.errors[0].message);
    else if (!payload?.item) notify.error(`Failed to add ${kind.toLowerCase()}. Unexpected response.`);
    else {
      notify.success(`${kind} "${payload.item.value}" added.`);
      refetch({ requestPolicy: 'network-only' });
      return payload.item;
    }
    return null;
  };
  const addImprint = async (value: string) => {
    const result = await createImprint({ value });
    return added('Imprint', { error: result.error, payload: result.data?.createImprint });
  };
  const addSeries = async (value: string) => {
    const result = await createSeries({ value });
    return added('Series', { error: result.error, payload: result.data?.createSeries });
  };
  return { reference: data ?? null, error, addImprint, addSeries };
}

export type CatalogueReference = NonNullable<ReturnType<typeof useCatalogueReference>['reference']>;
