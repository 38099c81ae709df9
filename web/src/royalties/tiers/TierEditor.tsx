import {
  formatRate,
  parsePercent,
  royaltyMessages,
  type RoyaltyTerm,
  royaltyTermNames,
  termsOfTierSet,
  tierEnd,
} from '@colophon/domain';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { MoneyInput } from '../../ui/MoneyInput.tsx';
import {
  type DiscountSetDraft,
  type EditorTier,
  tierDraftProblems,
  type TiersDraft,
  withNewDiscountSet,
  withNewTier,
  withoutTier,
} from './tierDraft.ts';

/** A percent as typed, as the spec shows it: one decimal. */
const percentText = (amount: string) => `${formatRate(parsePercent(amount) ?? 0)}%`;

/**
 * The royalty's tiers: regular tiers (terms 1-4) and discount tier sets (terms 1-2), each group from
 * unit 0, each tier ending where the next starts, the last to infinity. Read-only unless onChange is given.
 */
export function TierEditor({ value, onChange }: { value: TiersDraft; onChange?(value: TiersDraft): void }) {
  const problems = tierDraftProblems(value);
  const setDiscountSet = (key: string, changes: Partial<DiscountSetDraft>) =>
    onChange?.({
      ...value,
      discountSets: value.discountSets.map((set) => (set.key === key ? { ...set, ...changes } : set)),
    });

  return (
    <Stack gap="lg">
      <TierGroup
        title="Regular tiers"
        terms={termsOfTierSet('regular')}
        tiers={value.regular}
        startProblems={problems.starts}
        onChange={onChange && ((regular) => onChange({ ...value, regular }))}
        canRemoveAll
      />
      {value.discountSets.map((set, index) => (
        <TierGroup
          key={set.key}
          title={onChange ? `Discount tier set ${index + 1}` : `Sold at ${percentText(set.discount)} off or more`}
          terms={termsOfTierSet('discount')}
          tiers={set.tiers}
          startProblems={problems.starts}
          onChange={onChange && ((tiers) => setDiscountSet(set.key, { tiers }))}
          heading={
            onChange && (
              <Group align="end" gap="sm">
                <MoneyInput
                  label="Applies from discount (%)"
                  w={200}
                  value={set.discount}
                  onValueChange={(discount) => setDiscountSet(set.key, { discount })}
                  error={problems.discounts.get(set.key)}
                  rightSection="%"
                />
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() =>
                    onChange({ ...value, discountSets: value.discountSets.filter((other) => other.key !== set.key) })
                  }
                >
                  Remove tier set
                </Button>
              </Group>
            )
          }
        />
      ))}
      {onChange && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange({ ...value, discountSets: withNewDiscountSet(value.discountSets) })}
          >
            ADD DISCOUNT TIER SET
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TierGroup(props: {
  title: string;
  heading?: ReactNode;
  terms: readonly RoyaltyTerm[];
  tiers: EditorTier[];
  startProblems: Map<string, string>;
  onChange?(tiers: EditorTier[]): void;
  /** Regular tiers may all go (a royalty of discount sets only); a discount set keeps one. */
  canRemoveAll?: boolean;
}) {
  const { tiers, onChange } = props;
  const setTier = (key: string, changes: Partial<EditorTier>) =>
    onChange?.(tiers.map((tier) => (tier.key === key ? { ...tier, ...changes } : tier)));
  const removable = props.canRemoveAll || tiers.length > 1;

  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={4}>{props.title}</Title>
        {props.heading}
        {tiers.length === 0 ? (
          <Text c="dimmed" size="sm">
            No tiers.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>START (UNITS)</Table.Th>
                <Table.Th>END</Table.Th>
                <Table.Th>AMOUNT</Table.Th>
                <Table.Th>TERM</Table.Th>
                {onChange && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tiers.map((tier, index) => {
                const end = tierEnd(tiers, index);
                const endText = end === null ? '∞' : String(end);
                const row = index + 1;
                return (
                  <Table.Tr key={tier.key}>
                    <Table.Td>
                      {onChange && index > 0 ? (
                        <NumberInput
                          aria-label={`Tier ${row} start`}
                          value={tier.start}
                          min={1}
                          allowDecimal={false}
                          allowNegative={false}
                          onChange={(start) => setTier(tier.key, { start: typeof start === 'number' ? start : 0 })}
                          error={props.startProblems.get(tier.key)}
                        />
                      ) : (
                        <Text size="sm">{tier.start}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" aria-label={`Tier ${row} end`}>
                        {endText}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {onChange ? (
                        <MoneyInput
                          aria-label={`Tier ${row} amount`}
                          value={tier.amount}
                          onValueChange={(amount) => setTier(tier.key, { amount })}
                          error={
                            tier.amount !== '' &&
                            parsePercent(tier.amount) === null &&
                            royaltyMessages.tierAmountInvalid
                          }
                          rightSection="%"
                        />
                      ) : (
                        <Text size="sm">{percentText(tier.amount)}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {onChange ? (
                        <NativeSelect
                          aria-label={`Tier ${row} term`}
                          value={tier.term === null ? '' : String(tier.term)}
                          data={[
                            { value: '', label: 'Choose a term', disabled: true },
                            ...props.terms.map((term) => ({ value: String(term), label: royaltyTermNames[term] })),
                          ]}
                          onChange={(event) =>
                            setTier(tier.key, { term: Number(event.currentTarget.value) as RoyaltyTerm })
                          }
                        />
                      ) : (
                        <Text size="sm">{tier.term === null ? '—' : royaltyTermNames[tier.term]}</Text>
                      )}
                    </Table.Td>
                    {onChange && (
                      <Table.Td>
                        {removable && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove tier ${row}`}
                            onClick={() => onChange(withoutTier(tiers, tier.key))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {onChange && (
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={() => onChange(withNewTier(tiers))}
              aria-label={`Add tier to ${props.title.toLowerCase()}`}
            >
              ADD TIER
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
