import { creatorMessages } from '@colophon/domain';
import {} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { useSession } from '../../account/SessionProvider.tsx';
import { useCurrencySymbol } from '../../account/useCurrentAccount.ts';
import type { CreatorDetailQuery as CreatorDetail, UpdateCreatorMutationVariables } from '../../generated/graphql.ts';
import { imageTypeError, isAcceptedImageFile, uploadImage } from '../../ui/images.ts';
import { LeaveGuard } from '../../ui/LeaveGuard.tsx';
import { splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PendingRecord } from '../../ui/PendingRecord.tsx';
import { deleteConfirmLabels } from '../../ui/RecordButtons.tsx';
import { creatorListPath } from '../urls.ts';
import { CreatorDetailPage } from './CreatorDetailPage.tsx';
import {
  creatorFieldErrors,
  creatorFieldNames,
  type CreatorFieldValues,
  creatorSave,
  draftOf,
  useCreatorForm,
} from './creatorDraft.ts';
import { DeleteCreatorMutation, UpdateCreatorMutation } from './mutations.ts';
import { CreatorDetailQuery } from './queries.ts';

type Creator = NonNullable<CreatorDetail['creator']>;

/** /creators/:creatorId: loads the creator; the editor below stages, saves and deletes. */
export function CreatorDetailView() {
  const { creatorId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CreatorDetailQuery, variables: { id: creatorId } });
  if (error || !data) return <PendingRecord fetching={fetching} error={error} />;
  if (!data.creator)
    return <NotFoundState title={creatorMessages.notFound} backTo={creatorListPath} backLabel="Creators" />;
  return (
    <CreatorEditor
      key={data.creator.id}
      creator={data.creator}
      onReload={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}

function CreatorEditor({ creator, onReload }: { creator: Creator; onReload(): void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { session } = useSession();
  const currencySymbol = useCurrencySymbol();
  const [update, updateCreator] = useMutation(UpdateCreatorMutation);
  const [, deleteCreator] = useMutation(DeleteCreatorMutation);
  const [editing, setEditing] = useState(false);
  const form = useCreatorForm(draftOf(creator));
  const [uploading, setUploading] = useState(false);
  const saved = draftOf(creator);
  const pending = creatorSave(saved, form.getValues());
  const dirty = editing && (pending.changed !== null || pending.contacts !== null);

  /** Sends an update; returns whether it was saved, after telling the user what went wrong. */
  const sendUpdate = async (
    changes: Pick<UpdateCreatorMutationVariables, 'changed' | 'contacts'>,
    failureMessage: string,
  ) => {
    const result = await updateCreator({ id: creator.id, expectedRevision: creator.revision, ...changes });
    const payload = result.data?.updateCreator;
    if (!payload) {
      notify.error(failureMessage);
      return false;
    }
    const split = splitPayloadErrors<CreatorFieldValues>(payload.errors, creatorFieldNames);
    form.setErrors(creatorFieldErrors(split.fieldErrors));
    split.otherMessages.forEach((message) => notify.error(message));
    return payload.errors.length === 0;
  };

  const startEditing = () => {
    form.setValues(draftOf(creator));
    form.clearErrors();
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    form.reset();
    onReload();
  };
  const save = async () => {
    if (form.validate().hasErrors) return;
    if (dirty && !(await sendUpdate(pending, 'Error saving creator. Try again or contact developer'))) return;
    setEditing(false);
    if (dirty) notify.success('Changes saved successfully!');
  };
  const changePhoto = async (file: File | null) => {
    if (!file || !session) return;
    if (!isAcceptedImageFile(file.name)) {
      notify.error(imageTypeError);
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(session.token, { pathType: 'creator', item: creator.id }, file);
      const stored = await sendUpdate(
        { changed: { photoUrl: image.url } },
        'Error saving creator image. Try again or contact developer',
      );
      if (stored) notify.success('Saved');
    } catch {
      notify.error('Error uploading image. Try again or contact developer.');
    } finally {
      setUploading(false);
    }
  };
  const remove = async () => {
    const result = await deleteCreator({ id: creator.id });
    const payload = result.data?.deleteCreator;
    if (!payload?.ok) {
      notify.error(payload?.errors[0]?.message ?? 'Error deleting creator. Try again or contact developer');
      return;
    }
    notify.success(`Creator ${payload.message} deleted succesfully!`);
    void navigate(creatorListPath, { replace: true });
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete creator',
      children: `Delete ${creator.displayName}? This action cannot be undone.`,
      labels: deleteConfirmLabels,
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(),
    });

  return (
    <>
      <LeaveGuard when={dirty} />
      <CreatorDetailPage
        creator={creator}
        currencySymbol={currencySymbol}
        editing={editing}
        form={form}
        saving={update.fetching}
        uploadingPhoto={uploading}
        onEdit={startEditing}
        onSave={() => void save()}
        onCancel={cancel}
        onDelete={confirmDelete}
        onPhotoSelected={(file) => void changePhoto(file)}
      />
    </>
  );
}
