import { countryName } from '@colophon/domain';
import { Button, NativeSelect } from '@mantine/core';
import { useQuery } from 'urql';

import { useCurrentAccount } from '../../account/useCurrentAccount.ts';
import type {
  CustomerFieldsFragment,
  CustomerListParams,
  CustomerSearchField,
  CustomerSortField,
} from '../../generated/graphql.ts';
import { ImportButton } from '../../imports/ImportButton.tsx';
import { type ListColumn, ListScreen, type SearchFieldOption } from '../../ui/list/ListScreen.tsx';
import { numberColumn } from '../../ui/list/numberColumn.ts';
import { type ListParams, useListParams, useListSearchParam } from '../../ui/list/useListParams.ts';
import { operationErrorMessage } from '../../ui/mutationErrors.ts';
import { usePublisherLookups } from '../../ui/PublisherLookupSelect.tsx';
import { customerPath } from '../urls.ts';
import { NewCustomerSheet } from './NewCustomerSheet.tsx';
import { CustomerListQuery } from './queries.ts';

const sortFields: CustomerSortField[] = [
  'FIRST_NAME',
  'LAST_NAME',
  'COMPANY',
  'COUNTRY',
  'PAYMENT_TERMS',
  'CUSTOMER_CLASS',
];
const searchFields: SearchFieldOption<CustomerSearchField>[] = [
  { value: 'DEFAULT', label: 'Default (all)' },
  { value: 'CUSTOMER_NAME', label: 'By Customer Name' },
  { value: 'COMPANY_NAME', label: 'By Company Name' },
];
const defaultParams: ListParams<CustomerSortField, CustomerSearchField> = {
  page: 1,
  sortField: 'LAST_NAME',
  sortDirection: 'ASC',
  searchField: 'DEFAULT',
  search: '',
};

const columns: ListColumn<CustomerFieldsFragment, CustomerSortField>[] = [
  numberColumn(),
  { header: 'FIRST NAME', sortField: 'FIRST_NAME', render: (customer) => customer.firstName },
  { header: 'LAST NAME', sortField: 'LAST_NAME', render: (customer) => customer.lastName },
  { header: 'COMPANY', sortField: 'COMPANY', render: (customer) => customer.company },
  { header: 'PAYMENT TERMS', sortField: 'PAYMENT_TERMS', render: (customer) => customer.paymentTerms?.value ?? '' },
  { header: 'CUSTOMER CLASS', sortField: 'CUSTOMER_CLASS', render: (customer) => customer.customerClass?.value ?? '' },
];
/** The spec shows COUNTRY (the primary address's) only while sales by region is enabled. */
const countryColumn: ListColumn<CustomerFieldsFragment, CustomerSortField> = {
  header: 'COUNTRY',
  sortField: 'COUNTRY',
  render: (customer) => (customer.country ? countryName(customer.country) : ''),
};

/** /customers: the customer list with class and terms filters, and the NEW CUSTOMER side panel. */
export function CustomerListView() {
  const lookups = usePublisherLookups();
  const salesByRegion = useCurrentAccount()?.publisher.enableSalesByRegion ?? false;
  const [searchParams, setSearchParam] = useListSearchParam();
  const [params, setParams] = useListParams({
    sortFields,
    searchFields: searchFields.map((option) => option.value),
    defaults: defaultParams,
  });
  const customerClassId = searchParams.get('class') || null;
  const paymentTermId = searchParams.get('terms') || null;
  const { sortField, sortDirection, searchField, search } = params;
  const queryParams: CustomerListParams = {
    sortField,
    sortDirection,
    searchField,
    search,
    customerClassId,
    paymentTermId,
  };
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CustomerListQuery,
    variables: { page: params.page, params: queryParams },
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const filter = (label: string, name: string, value: string | null, options: { id: string; value: string }[]) => (
    <NativeSelect
      aria-label={label}
      value={value ?? ''}
      data={[
        { value: '', label: `All ${label.toLowerCase()}` },
        ...options.map((option) => ({ value: option.id, label: option.value })),
      ]}
      onChange={(event) => setSearchParam(name, event.currentTarget.value || null)}
    />
  );

  return (
    <>
      <ListScreen
        title="Customers"
        actions={
          <>
            <Button onClick={() => setSearchParam('new', '1')}>NEW CUSTOMER</Button>
            <ImportButton type="customer" title="Customers" label="IMPORT CUSTOMERS" onImported={refresh} />
          </>
        }
        columns={salesByRegion ? [...columns.slice(0, 3), countryColumn, ...columns.slice(3)] : columns}
        searchFields={searchFields}
        filters={
          <>
            {filter('Classes', 'class', customerClassId, lookups('customerClass'))}
            {filter('Terms', 'terms', paymentTermId, lookups('paymentTerm'))}
          </>
        }
        params={params}
        onParamsChange={setParams}
        rows={data?.customers.items ?? []}
        totalCount={data?.customers.totalCount ?? 0}
        fetching={fetching}
        error={error && operationErrorMessage(error)}
        emptyText="No customers yet."
        rowPath={(customer) => customerPath(customer.id)}
        csvExport={{ type: 'customers', params: queryParams }}
      />
      <NewCustomerSheet opened={searchParams.get('new') === '1'} onClose={() => setSearchParam('new', null)} />
    </>
  );
}
