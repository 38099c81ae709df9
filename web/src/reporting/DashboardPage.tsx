import { localToday, recordNumberIn } from '@colophon/domain';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';

import { newProductPath, productListPath } from '../catalogue/urls.ts';
import { expenseListPath, newExpensePath } from '../expenses/urls.ts';
import { OrderListQuery } from '../orders/queries.ts';
import { newOrderPath, orderListPath, orderPath } from '../orders/urls.ts';
import {
  ExpensesWidget,
  GrossSalesWidget,
  NetSalesWidget,
  SalesBySalespersonWidget,
  TopProductsByProfitWidget,
} from './DashboardWidgets.tsx';

/** The spec's quick starts: each opens its list's new-record form. */
const quickStarts = [
  { label: 'NEW ORDER', path: newOrderPath },
  { label: 'NEW PRODUCT', path: newProductPath },
  { label: 'NEW EXPENSE', path: newExpensePath },
];

/** Quick links to filtered lists, titled, with a breadcrumb back HOME (the lists read both from the navigation state). */
function quickLinks(today: string) {
  return [
    { label: 'Expenses Created Today', path: `${expenseListPath}?after=${today}&before=${today}` },
    { label: 'Orders Created Today', path: `${orderListPath}?after=${today}&before=${today}` },
    { label: 'Orders Awaiting Shipment', path: `${orderListPath}?awaitingShipment=1` },
    { label: 'Backorders', path: `${orderListPath}?backordered=1` },
  ];
}

/** One search box that opens its list (or record) with what was typed. */
function QuickSearch(props: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) props.onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} style={{ flex: 1 }}>
      <TextInput label={props.label} value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </form>
  );
}

export function DashboardPage() {
  const navigate = useNavigate();
  const client = useClient();
  const source = (queryTitle: string) => ({ queryTitle, sourceLink: '/dashboard' });
  const ordersSearch = (text: string) =>
    navigate(`${orderListPath}?search=${encodeURIComponent(text)}`, { state: source(`Orders: ${text}`) });
  /** Opens the order with the number typed (#1042 or 1042); anything else searches the orders list. */
  const findOrder = async (text: string) => {
    const number = recordNumberIn(text);
    const found =
      number === null
        ? null
        : await client.query(OrderListQuery, { page: 1, params: { search: String(number) } }).toPromise();
    const order = found?.data?.orders.items.find((candidate) => candidate.number === number);
    await (order ? navigate(orderPath(order.id)) : ordersSearch(text));
  };
  return (
    <Stack>
      <Title order={2}>Dashboard</Title>
      <Group>
        {quickStarts.map((entry) => (
          <Button key={entry.label} component={Link} to={entry.path}>
            {entry.label}
          </Button>
        ))}
      </Group>
      <Group>
        {quickLinks(localToday()).map((entry) => (
          <Button key={entry.label} variant="light" component={Link} to={entry.path} state={source(entry.label)}>
            {entry.label}
          </Button>
        ))}
      </Group>
      <Group align="flex-end" grow>
        <QuickSearch
          label="Find Products by Title"
          onSearch={(title) => navigate(productListPath, { state: { titleSearch: title } })}
        />
        <QuickSearch label="Find Orders by Company" onSearch={(company) => void ordersSearch(company)} />
        <QuickSearch label="Find Order by ID" onSearch={(text) => void findOrder(text)} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SalesBySalespersonWidget />
        <TopProductsByProfitWidget />
        <GrossSalesWidget />
        <NetSalesWidget />
        <ExpensesWidget />
      </SimpleGrid>
    </Stack>
  );
}
