import { legacyImportMessages, unknownExpenseCategoryMessage } from '@colophon/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { rememberPosition } from '../graphql/position.ts';
import { useNotify } from '../ui/notify.ts';
import { replyMessage, useRestFetch } from '../ui/restApi.ts';

/** Unknown values the server names, the lookup each is added to, and how the prompt asks. */
const unknownKinds = [
  { key: 'unknown_payment_types', kind: 'paymentType', title: 'Unknown Payment Type' },
  { key: 'unknown_payment_terms', kind: 'paymentTerm', title: 'Unknown Payment Term' },
  { key: 'unknown_customer_classes', kind: 'customerClass', title: 'Unknown Customer Class' },
  { key: 'unknown_expense_categories', kind: 'expenseCategory', title: 'Unknown Expense Category' },
] as const;

type UnknownKey = (typeof unknownKinds)[number]['key'];
export type UnknownValue = (typeof unknownKinds)[number] & { value: string };

/** Every unknown value of a validation reply, in the order the prompts ask about them. */
export const unknownValuesOf = (reply: Partial<Record<UnknownKey, string[]>> | null): UnknownValue[] =>
  unknownKinds.flatMap((entry) => (reply?.[entry.key] ?? []).map((value) => ({ ...entry, value })));

const promptText = (key: UnknownKey, value: string) =>
  key === 'unknown_expense_categories'
    ? unknownExpenseCategoryMessage(value)
    : `"${value}" was not found in your preferences. Would you like us to add it?`;

/**
 * The prompt for one unknown lookup value: 'Yes, please add it!' adds it to the publisher's list,
 * 'Cancel, I will fix the spreadsheet' declines.
 */
export function UnknownLookupPrompt(props: { unknown: UnknownValue | undefined; onAdded(): void; onDeclined(): void }) {
  const notify = useNotify();
  const restFetch = useRestFetch();
  const [adding, setAdding] = useState(false);
  const { unknown } = props;

  const add = async () => {
    if (!unknown) return;
    setAdding(true);
    try {
      const response = await restFetch('/api/v1/commands/createLookupValue', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: unknown.kind, value: unknown.value }),
      });
      if (!response.ok) {
        notify.error(await replyMessage(response, legacyImportMessages.importFailed), {
          duration: 'importProblem',
        });
        return;
      }
      rememberPosition(((await response.json()) as { position?: string }).position);
      props.onAdded();
    } finally {
      setAdding(false);
    }
  };

  return (
    <Modal opened={Boolean(unknown)} onClose={props.onDeclined} title={unknown?.title}>
      {unknown && (
        <Stack>
          <Text>{promptText(unknown.key, unknown.value)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onDeclined}>
              {legacyImportMessages.fixSpreadsheet}
            </Button>
            <Button onClick={() => void add()} loading={adding}>
              {legacyImportMessages.addIt}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
