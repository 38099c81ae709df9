import type { ImportEntityType } from '@colophon/domain';
import { Alert, Modal, Stack, Stepper } from '@mantine/core';
import { useCallback, useState } from 'react';

import { DuplicatesStep } from './DuplicatesStep.tsx';
import { ImportStep } from './ImportStep.tsx';
import { MapFieldsStep } from './MapFieldsStep.tsx';
import { useSkippedRows } from './skippedRows.ts';
import { SummaryStep } from './SummaryStep.tsx';
import { UploadStep } from './UploadStep.tsx';
import { ValidateStep } from './ValidateStep.tsx';
import { useWizardApi } from './wizardApi.ts';

const steps = ['Upload File', 'Map Fields', 'Validate Data', 'Resolve Duplicates', 'Import Data', 'Summary'];

/**
 * The modal "Advanced CSV Import" (90 % wide, not closed by a click outside or Escape): six steps
 * over the server's `/api/csv-import/…` calls, each step's completion advancing to the next.
 */
export function AdvancedImportWizard(props: { type: ImportEntityType; opened: boolean; onClose(): void }) {
  const api = useWizardApi();
  const [step, setStep] = useState(0);
  const [session, setSession] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { skipped, setSkipped, forget } = useSkippedRows(session);
  const advance = useCallback(() => {
    setError(null);
    setStep((current) => current + 1);
  }, []);
  const onError = useCallback((message: string) => setError(message), []);

  const close = () => {
    setStep(0);
    setSession(null);
    setError(null);
    props.onClose();
  };

  // A step already done can be looked at again until the import starts; the file's step opens a new session.
  const revisit = (target: number) => {
    if (target < step && step < 4) {
      setError(null);
      setStep(target);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title="Advanced CSV Import"
      size="90%"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack>
        <Stepper active={step} onStepClick={revisit} size="sm" allowNextStepsSelect={false}>
          {steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
        {error && (
          <Alert color="red" withCloseButton onClose={() => setError(null)} role="alert">
            {error}
          </Alert>
        )}
        {step === 0 && (
          <UploadStep
            type={props.type}
            api={api}
            onUploaded={(uploaded) => {
              setSession(uploaded);
              advance();
            }}
            onError={onError}
          />
        )}
        {session && step === 1 && (
          <MapFieldsStep type={props.type} session={session} api={api} onSaved={advance} onError={onError} />
        )}
        {session && step === 2 && (
          <ValidateStep
            type={props.type}
            session={session}
            api={api}
            skipped={skipped}
            onSkippedChange={setSkipped}
            onValid={advance}
            onError={onError}
          />
        )}
        {session && step === 3 && (
          <DuplicatesStep session={session} api={api} skipped={skipped} onResolved={advance} onError={onError} />
        )}
        {session && step === 4 && (
          <ImportStep session={session} api={api} skipped={skipped} onFinished={advance} onError={onError} />
        )}
        {session && step === 5 && (
          <SummaryStep
            session={session}
            api={api}
            skipped={skipped}
            onUnrecordedDownloaded={forget}
            onError={onError}
          />
        )}
      </Stack>
    </Modal>
  );
}
