import { formatMoney } from '@colophon/domain';
import { Button, NativeSelect } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type {
  ExpenseFieldsFragment,
  ExpenseListParams,
  ExpenseSearchField,
  ExpenseSortField,
} from '../generated/graphql.ts';
import { ImportButton } from '../imports/ImportButton.tsx';
import type { ListSource } from '../orders/urls.ts';
import { FilterChip } from '../ui/list/FilterChip.tsx';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../ui/list/ListScreen.tsx';
import { numberColumn } from '../ui/list/numberColumn.ts';
import { type ListParams, useListParams, useListSearchParam } from '../ui/list/useListParams.ts';
import { operationErrorMessage } from '../ui/mutationErrors.ts';
import { usePublisherLookups } from '../ui/PublisherLookupSelect.tsx';
import { NewExpenseSheet } from './NewExpenseSheet.tsx';
import { ExpenseListQuery } from './queries.ts';
import { expenseListPath, expensePath } from './urls.ts';

const sortFields: ExpenseSortField[] = ['DATE', 'AMOUNT'];
const searchFields: SearchFieldOption<ExpenseSearchField>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PRODUCT_TITLE', label: 'Product Title' },
  { value: 'NOTES', label: 'Notes' },
];
const defaultParams: ListParams<ExpenseSortField, ExpenseSearchField> = {
  page: 1,
  sortField: 'DATE',
  sortDirection: 'DESC',
  searchField: 'ALL',
  search: '',
};

const columns = (currencySymbol: string): ListColumn<ExpenseFieldsFragment, ExpenseSortField>[] => [
  numberColumn(),
  { header: 'DATE', sortField: 'DATE', render: (expense) => expense.expenseDate },
  { header: 'AMOUNT', sortField: 'AMOUNT', render: (expense) => formatMoney(expense.amount, currencySymbol) },
  { header: 'PRODUCT', render: (expense) => expense.product?.title ?? '' },
  { header: 'PRODUCT FORMAT', render: (expense) => expense.product?.formatName ?? '' },
  { header: 'CATEGORY', render: (expense) => expense.category?.value ?? '' },
  { header: 'NOTES', render: (expense) => expense.adminNotes },
];

/** /expenses: 25 a page, searches, category filter, productWorkId parameter, Back when opened from elsewhere. */
export function ExpenseListView() {
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const lookups = usePublisherLookups();
  const source = (useLocation().state as ListSource | null) ?? null;
  const [searchParams, setSearchParam] = useListSearchParam();
  const [params, setParams] = useListParams({
    sortFields,
    searchFields: searchFields.map((option) => option.value),
    defaults: defaultParams,
  });
  const categoryId = searchParams.get('category') || null;
  const productWorkId = searchParams.get('productWorkId') || null;
  const { sortField, sortDirection, searchField, search } = params;
  const queryParams: ExpenseListParams = {
    sortField,
    sortDirection,
    searchField,
    search,
    categoryId,
    productWorkId,
    // The dashboard's Expenses Created Today.
    createdAfter: searchParams.get('after') || null,
    createdBefore: searchParams.get('before') || null,
  };
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ExpenseListQuery,
    variables: { page: params.page, params: queryParams },
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  return (
    <>
      <ListScreen
        title={source?.queryTitle ?? 'Expenses'}
        actions={
          <>
            {source && (
              <Button
                variant="default"
                onClick={() => void (source.sourceLink ? navigate(source.sourceLink) : navigate(-1))}
              >
                Back
              </Button>
            )}
            <Button onClick={() => setSearchParam('new', '1')}>New Expense</Button>
            <ImportButton type="expense" title="Expenses" label="IMPORT EXPENSES" onImported={refresh} />
          </>
        }
        columns={columns(currencySymbol)}
        searchFields={searchFields}
        filters={
          <>
            {productWorkId && (
              <FilterChip label={source?.queryTitle ?? 'One title'} onRemove={() => void navigate(expenseListPath)} />
            )}
            <NativeSelect
              aria-label="Category"
              value={categoryId ?? ''}
              data={[
                { value: '', label: 'All categories' },
                ...lookups('expenseCategory').map((option) => ({ value: option.id, label: option.value })),
              ]}
              onChange={(event) => setSearchParam('category', event.currentTarget.value || null)}
            />
          </>
        }
        params={params}
        onParamsChange={setParams}
        rows={data?.expenses.items ?? []}
        totalCount={data?.expenses.totalCount ?? 0}
        fetching={fetching}
        error={error && operationErrorMessage(error)}
        emptyText="No expenses yet."
        rowPath={(expense) => expensePath(expense.id)}
        csvExport={{ type: 'expenses', params: queryParams }}
      />
      <NewExpenseSheet opened={searchParams.get('new') === '1'} onClose={() => setSearchParam('new', null)} />
    </>
  );
}
