import { formatMoney, localToday, statementMessages } from '@colophon/domain';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import type { RoyaltyStatementFieldsFragment, StatementLineFieldsFragment } from '../../generated/graphql.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { useNotify } from '../../ui/notify.ts';
import { buttonLabels } from '../../ui/RecordButtons.tsx';
import { ScrollTable } from '../../ui/ScrollTable.tsx';
import { RoyaltyCreatorPickerQuery } from '../royalties/queries.ts';
import { DownloadStatementButton } from './DownloadStatementButton.tsx';
import {
  CreateRoyaltyStatementMutation,
  RoyaltiesForStatementQuery,
  RoyaltyStatementPreviewQuery,
  StatementCreatorQuery,
} from './queries.ts';
import { StatementPaymentsModal } from './StatementPaymentsModal.tsx';

/** The spec's default period: the last 30 days to today. */
const defaultPeriod = () => ({ start: dayjs().subtract(30, 'day').format('YYYY-MM-DD'), end: localToday() });

interface StatementFormValues {
  creatorId: string;
  period: { start: string; end: string };
  /** The royalties chosen, by id. */
  selected: string[];
  pubNote: string;
  emailing: boolean;
  /** The address chosen; null for the creator's primary one. */
  email: string | null;
  generatePayments: boolean;
}

/**
 * New Royalty Statement: the form on the left (creator, period, royalties, note, email, payment
 * record), the email as the creator will read it on the right. Creating asks for confirmation when
 * it emails; with 'Generate Payment Record?' the payment screen opens for the royalties chosen.
 */
export function NewStatementView() {
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const [creatorSearch, setCreatorSearch] = useState('');
  const form = useForm<StatementFormValues>({
    initialValues: {
      creatorId: searchParams.get('creatorId') ?? '',
      period: defaultPeriod(),
      selected: [],
      pubNote: '',
      emailing: true,
      email: null,
      generatePayments: false,
    },
  });
  const { creatorId, period, selected, pubNote, emailing, email, generatePayments } = form.values;
  const setSelected = (ids: string[]) => form.setFieldValue('selected', ids);
  const [paying, setPaying] = useState<StatementLineFieldsFragment[]>([]);
  const [sent, setSent] = useState<RoyaltyStatementFieldsFragment | null>(null);

  const [{ data: creators }] = useQuery({
    query: RoyaltyCreatorPickerQuery,
    variables: { search: creatorSearch.trim() || null },
  });
  const [{ data: creatorData }] = useQuery({
    query: StatementCreatorQuery,
    variables: { id: creatorId },
    pause: !creatorId,
  });
  const periodValid = Boolean(period.start && period.end && period.start <= period.end);
  const [{ data, fetching, error }] = useQuery({
    query: RoyaltiesForStatementQuery,
    variables: { creatorId, startDate: period.start, endDate: period.end },
    pause: !creatorId || !periodValid,
    requestPolicy: 'cache-and-network',
  });
  const [creation, createStatement] = useMutation(CreateRoyaltyStatementMutation);

  const creator = creatorData?.creator ?? null;
  const emails = creator?.emails ?? [];
  const chosenEmail = email ?? emails.find((item) => item.primary)?.value ?? emails[0]?.value ?? null;
  const forStatement = data?.royaltysforstatement ?? null;
  const royalties = forStatement?.royalties ?? [];
  const chosen = royalties.filter((royalty) => selected.includes(royalty.royaltyId));
  const currencySymbol = forStatement?.currencySymbol ?? '$';
  // The email exactly as it will be sent: the server renders it from the same draft as the statement.
  const [previewNote] = useDebouncedValue(pubNote, 300);
  const [{ data: previewData }] = useQuery({
    query: RoyaltyStatementPreviewQuery,
    variables: {
      creatorId,
      startDate: period.start,
      endDate: period.end,
      royaltyIds: chosen.map((royalty) => royalty.royaltyId),
      sentDate: localToday(),
      pubNote: previewNote,
    },
    pause: !forStatement,
    requestPolicy: 'cache-and-network',
  });
  const preview = forStatement ? (previewData?.royaltyStatementPreview ?? null) : null;
  const canCreate = chosen.length > 0 && (!emailing || Boolean(chosenEmail));

  const creatorOptions = (creators?.creators.items ?? []).map((item) => ({ value: item.id, label: item.displayName }));
  if (creator && !creatorOptions.some((option) => option.value === creator.id))
    creatorOptions.unshift({ value: creator.id, label: creator.displayName });

  const changePeriod = (next: { start: string; end: string }) => {
    // The spec: changing the period clears the selection.
    form.setValues({ period: next, selected: [] });
  };

  const create = async () => {
    const lines = chosen;
    const result = await createStatement({
      input: {
        creatorId,
        startDate: period.start,
        endDate: period.end,
        sentDate: localToday(),
        pubNote,
        royaltyIds: lines.map((line) => line.royaltyId),
        email: emailing ? chosenEmail : null,
      },
    });
    const payload = result.data?.createRoyaltyStatement;
    if (!payload) return notify.error(emailing ? statementMessages.emailFailed : statementMessages.createFailed);
    if (payload.errors.length > 0 || !payload.statement)
      return notify.error(payload.errors[0]?.message ?? statementMessages.createFailed);
    setSent(payload.statement);
    if (payload.emailed) notify.success(statementMessages.emailed);
    if (generatePayments) setPaying(lines);
    else setSelected([]);
  };

  const confirmAndCreate = () => {
    if (!emailing || !chosenEmail) return void create();
    modals.openConfirmModal({
      title: 'Send royalty statement',
      children: statementMessages.confirmSend(chosenEmail),
      labels: { confirm: 'Send', cancel: buttonLabels.cancel },
      onConfirm: () => void create(),
    });
  };

  return (
    <Stack>
      <Title order={2}>New Royalty Statement</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md">
            <Stack>
              <Select
                label="Creator"
                required
                searchable
                placeholder="Search creators"
                nothingFoundMessage="No creators found"
                data={creatorOptions}
                value={creatorId || null}
                onSearchChange={setCreatorSearch}
                onChange={(next) => {
                  form.setValues({ creatorId: next ?? '', selected: [], email: null });
                  setSent(null);
                }}
              />
              <Group grow>
                <DateField
                  label="Period start"
                  required
                  value={period.start}
                  onChange={(start) => changePeriod({ ...period, start })}
                />
                <DateField
                  label="Period end"
                  required
                  value={period.end}
                  onChange={(end) => changePeriod({ ...period, end })}
                />
              </Group>
              {!periodValid && <Text c="red">{statementMessages.periodReversed}</Text>}
              {error && <ErrorState message={error.message} />}
              {creatorId && fetching && !forStatement && <Loader size="sm" />}
              {creatorId && forStatement && royalties.length === 0 && (
                <Text c="dimmed">This creator has no royalties.</Text>
              )}
              {royalties.length > 0 && (
                <ScrollTable minWidth={480} aria-label="Royalties">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Checkbox
                          aria-label="Select every royalty"
                          checked={chosen.length === royalties.length}
                          indeterminate={chosen.length > 0 && chosen.length < royalties.length}
                          onChange={(event) =>
                            setSelected(event.currentTarget.checked ? royalties.map((item) => item.royaltyId) : [])
                          }
                        />
                      </Table.Th>
                      <Table.Th>TITLE</Table.Th>
                      <Table.Th>UNITS</Table.Th>
                      <Table.Th>CREDIT</Table.Th>
                      <Table.Th>BALANCE</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {royalties.map((royalty) => (
                      <Table.Tr key={royalty.royaltyId}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Include ${royalty.title}${royalty.region ? ` (${royalty.region})` : ''}`}
                            checked={selected.includes(royalty.royaltyId)}
                            onChange={(event) =>
                              setSelected(
                                event.currentTarget.checked
                                  ? [...selected, royalty.royaltyId]
                                  : selected.filter((id) => id !== royalty.royaltyId),
                              )
                            }
                          />
                        </Table.Td>
                        <Table.Td>
                          {royalty.title}
                          {royalty.region ? ` · ${royalty.region}` : ''}
                        </Table.Td>
                        <Table.Td>{royalty.figures.units}</Table.Td>
                        <Table.Td>{formatMoney(royalty.figures.credit, currencySymbol)}</Table.Td>
                        <Table.Td>{formatMoney(royalty.figures.balance, currencySymbol)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </ScrollTable>
              )}
              <Textarea label="Note to Creator" autosize minRows={2} {...form.getInputProps('pubNote')} />
              <Checkbox
                label="Email the statement to the creator"
                {...form.getInputProps('emailing', { type: 'checkbox' })}
              />
              {emailing && (
                <Select
                  label="Creator email"
                  required
                  data={emails.map((item) => item.value)}
                  value={chosenEmail}
                  onChange={(next) => form.setFieldValue('email', next)}
                  placeholder={creator && emails.length === 0 ? 'This creator has no email' : undefined}
                />
              )}
              <Checkbox
                label="Generate Payment Record?"
                {...form.getInputProps('generatePayments', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button disabled={!canCreate} loading={creation.fetching} onClick={confirmAndCreate}>
                  CREATE STATEMENT
                </Button>
              </Group>
              {sent && (
                <Alert color="green" title={`Statement ${sent.id} created`}>
                  <Group>
                    <Text size="sm">
                      {sent.emailedTo ? `Emailed to ${sent.emailedTo}.` : 'Recorded without emailing.'}
                    </Text>
                    <DownloadStatementButton statement={sent} />
                  </Group>
                </Alert>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" aria-label="Email preview">
            <Stack gap="xs">
              <Text fw={600}>Email preview</Text>
              {preview ? (
                <>
                  <Text size="sm">To: {emailing ? (chosenEmail ?? '—') : 'not emailed'}</Text>
                  <Text size="sm">Subject: {preview.subject}</Text>
                  <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                    {preview.text}
                  </Text>
                </>
              ) : forStatement ? (
                <Loader size="sm" />
              ) : (
                <Text c="dimmed">Choose a creator to see the statement.</Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <StatementPaymentsModal
        opened={paying.length > 0}
        lines={paying}
        payee={creator?.paymentName || creator?.displayName || ''}
        currencySymbol={currencySymbol}
        onClose={() => {
          setPaying([]);
          setSelected([]);
        }}
      />
    </Stack>
  );
}
