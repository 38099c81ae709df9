import { modals } from '@mantine/modals';

import { deleteConfirmLabels } from './RecordButtons.tsx';

/** The spec's delete confirmation: says the action cannot be undone, then runs onConfirm. */
export const confirmDeletion = (title: string, question: string, onConfirm: () => void) =>
  modals.openConfirmModal({
    title,
    children: `${question} This action cannot be undone.`,
    labels: deleteConfirmLabels,
    confirmProps: { color: 'red' },
    onConfirm,
  });
