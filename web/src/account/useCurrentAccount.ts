import { useQuery } from 'urql';

import { CurrentAccountQuery } from './queries.ts';

/** The signed-in user and current publisher (plan, limits, currency), shared by the whole app. */
export function useCurrentAccount() {
  const [{ data }] = useQuery({ query: CurrentAccountQuery });
  return data?.me ?? null;
}

/** The publisher's currency symbol, USD's until the account is loaded. */
export function useCurrencySymbol(): string {
  return useCurrentAccount()?.publisher.currency.symbol ?? '$';
}
