import {
  calculatorMessages,
  defaultRoyaltyOptions,
  formatMoney,
  type RoyaltySimulationReply,
  type RoyaltyTerm,
  royaltyTermDefinitions,
  royaltyTermNames,
} from '@colophon/domain';
import {
  ActionIcon,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { DateField } from '../../ui/DateField.tsx';
import { notify } from '../../ui/notify.ts';
import { useRestFetch } from '../../ui/restApi.ts';
import { FactTable } from '../dashboard/Panel.tsx';
import {
  type CalculatorDraft,
  defaultDraft,
  sampleDraft,
  simulationRequestOf,
  type TierDraft,
  withTierAdded,
  withTierRemoved,
} from './calculatorDraft.ts';

type Simulation = Exclude<RoyaltySimulationReply, { error: string }>;

const termOptions = ([1, 2, 3, 4] as const).map((term) => ({
  value: String(term),
  label: `${term} – ${royaltyTermNames[term]}`,
}));

const moneyFields = [
  { label: 'Retail price', key: 'retailPrice' },
  { label: 'Expenses', key: 'expensesInPeriod' },
  { label: 'Previous payments', key: 'payments' },
] as const;

const money = (amount: number) => formatMoney(amount.toFixed(2), '$');
const percent = (rate: number) => `${rate.toFixed(1)}%`;
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/** /super/royalty_calculator and /super/tools/royalty-calculator: the engine's figures for one period. */
export function RoyaltyCalculatorPage() {
  const restFetch = useRestFetch();
  const form = useForm<CalculatorDraft>({ initialValues: defaultDraft() });
  const [simulation, setSimulation] = useState<{ draft: CalculatorDraft; reply: Simulation } | null>(null);
  const draft = form.values;
  const calculating = form.submitting;

  const change = (changes: Partial<CalculatorDraft>) => form.setValues(changes);
  const changeTier = (index: number, changes: Partial<TierDraft>) =>
    change({ tiers: draft.tiers.map((tier, position) => (position === index ? { ...tier, ...changes } : tier)) });

  async function calculate(draft: CalculatorDraft) {
    try {
      const request = simulationRequestOf(draft);
      const response = await restFetch('/api/v1/royalty_simulation/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      const reply = (await response.json().catch(() => ({}))) as Partial<Simulation> & {
        error?: string;
        message?: string;
      };
      if (!response.ok || reply.error || !reply.summary || !reply.tierBreakdown) {
        notify.error(calculatorMessages.error(reply.error || reply.message || calculatorMessages.failed));
        return;
      }
      setSimulation({
        draft,
        reply: { summary: reply.summary, ledger: reply.ledger, tierBreakdown: reply.tierBreakdown },
      });
    } catch {
      notify.error(calculatorMessages.error(calculatorMessages.failed));
    }
  }

  return (
    <Stack>
      <Title order={1}>Royalty Calculator</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper
          withBorder
          p="md"
          component="form"
          aria-label="Royalty calculator"
          onSubmit={(event) => {
            event.preventDefault();
            form.onSubmit(calculate)();
          }}
        >
          <Stack>
            <Group grow>
              <DateField label="Period start" value={draft.startDate} onChange={(startDate) => change({ startDate })} />
              <DateField label="Period end" value={draft.endDate} onChange={(endDate) => change({ endDate })} />
            </Group>
            <NumberInput
              label="Units sold"
              min={0}
              allowDecimal={false}
              value={draft.unitsInPeriod}
              onChange={(value) => change({ unitsInPeriod: numberOf(value) })}
            />
            {moneyFields.map(({ label, key }) => (
              <NumberInput
                key={key}
                label={label}
                min={0}
                decimalScale={2}
                prefix="$"
                value={draft[key]}
                onChange={(value) => change({ [key]: numberOf(value) })}
              />
            ))}
            <Group grow>
              <NumberInput
                label="Advance to recoup"
                description="Optional"
                min={0}
                decimalScale={2}
                prefix="$"
                value={draft.advance}
                onChange={(value) => change({ advance: value === '' ? '' : numberOf(value) })}
              />
              <NumberInput
                label="Reserve (%)"
                description="Optional, against returns"
                min={0}
                max={100}
                decimalScale={2}
                value={draft.reserve}
                onChange={(value) => change({ reserve: value === '' ? '' : numberOf(value) })}
              />
            </Group>
            <Select
              label="Primary royalty type"
              data={termOptions}
              allowDeselect={false}
              value={String(draft.royaltyType)}
              onChange={(value) => value && change({ royaltyType: Number(value) as RoyaltyTerm })}
            />
            <Stack gap="xs" role="group" aria-label="Tiers">
              <Text fw={600}>Tiers</Text>
              {draft.tiers.map((tier, index) => (
                <Group key={index} align="end" wrap="nowrap">
                  <NumberInput
                    label={`Tier ${index + 1} threshold`}
                    min={0}
                    allowDecimal={false}
                    value={tier.threshold}
                    onChange={(value) => changeTier(index, { threshold: numberOf(value) })}
                  />
                  <NumberInput
                    label={`Tier ${index + 1} rate (%)`}
                    min={0}
                    max={100}
                    decimalScale={2}
                    value={tier.rate}
                    onChange={(value) => changeTier(index, { rate: numberOf(value) })}
                  />
                  <Select
                    label={`Tier ${index + 1} type`}
                    data={termOptions}
                    allowDeselect={false}
                    value={String(tier.type)}
                    onChange={(value) => value && changeTier(index, { type: Number(value) as RoyaltyTerm })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove tier ${index + 1}`}
                    disabled={draft.tiers.length <= 1 || calculating}
                    onClick={() => change({ tiers: withTierRemoved(draft.tiers, index) })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  disabled={calculating}
                  onClick={() => change({ tiers: withTierAdded(draft.tiers) })}
                >
                  Add Tier
                </Button>
              </Group>
            </Stack>
            <Group>
              <Button variant="default" disabled={calculating} onClick={() => form.setValues(sampleDraft())}>
                Load Sample Data
              </Button>
              <Button type="submit" loading={calculating} disabled={calculating}>
                Calculate
              </Button>
              <Button
                variant="subtle"
                disabled={calculating}
                onClick={() => {
                  form.setValues(defaultDraft());
                  setSimulation(null);
                }}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-label="Results">
          {simulation ? (
            <Results draft={simulation.draft} simulation={simulation.reply} />
          ) : (
            <Text c="dimmed">Enter the figures and press Calculate.</Text>
          )}
          <TermDefinitions />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function Results({ draft, simulation }: { draft: CalculatorDraft; simulation: Simulation }) {
  const { summary } = simulation;
  const credit = summary.netAmount < 0;
  const figures: [string, string][] = [
    ['Period', `${draft.startDate} to ${draft.endDate}`],
    ['Units', String(summary.units)],
    ['Total revenue', money(summary.totalRevenue)],
    ...(draft.royaltyType >= 3 ? ([['Total expenses', money(summary.expenses)]] as [string, string][]) : []),
    ...(draft.royaltyType === 4
      ? ([['Bottom line rate', (defaultRoyaltyOptions.bottomLineBasisPoints / 10_000).toFixed(2)]] as [
          string,
          string,
        ][])
      : []),
  ];
  return (
    <Stack>
      <Title order={2}>Results</Title>
      <FactTable label="Calculation figures" facts={figures} />
      <Title order={3}>Summary</Title>
      <FactTable
        label="Summary"
        facts={[
          ['Total credit', money(summary.credit)],
          ['Total debit', money(summary.debit)],
          ...(simulation.ledger
            ? ([
                ['Reserve held', money(simulation.ledger.reserveHeld)],
                ['Advance recouped', money(simulation.ledger.advanceRecouped)],
                ['Advance left to recoup', money(simulation.ledger.unrecoupedAdvance)],
              ] as [string, string][])
            : []),
          ['Previously paid', money(summary.previousPayments)],
          [
            'Net amount due',
            <Text key="due" span c={credit ? 'red' : 'green'} fw={700}>
              {credit ? `${money(-summary.netAmount)} (credit)` : money(summary.netAmount)}
            </Text>,
          ],
        ]}
      />
      <Title order={3}>Tiers</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Tier breakdown" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Units</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Units in tier</Table.Th>
              <Table.Th>Revenue</Table.Th>
              <Table.Th>Expenses</Table.Th>
              <Table.Th>Royalty</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {simulation.tierBreakdown.map((tier) => (
              <Table.Tr key={tier.threshold} c={tier.applicable ? undefined : 'dimmed'}>
                <Table.Td>
                  {tier.nextThreshold === null ? `${tier.threshold}+` : `${tier.threshold}–${tier.nextThreshold - 1}`}
                </Table.Td>
                <Table.Td>{royaltyTermNames[tier.royaltyType]}</Table.Td>
                <Table.Td>{percent(tier.royaltyRate)}</Table.Td>
                <Table.Td>{tier.unitsInTier}</Table.Td>
                <Table.Td>{money(tier.revenue)}</Table.Td>
                <Table.Td>{money(tier.expenses)}</Table.Td>
                <Table.Td>{money(tier.credit)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function TermDefinitions() {
  return (
    <Stack gap="xs" mt="md" component="section" aria-label="Term definitions">
      <Title order={3}>Term definitions</Title>
      <List size="sm">
        {([1, 2, 3, 4] as const).map((term) => (
          <List.Item key={term}>{royaltyTermDefinitions[term]}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
