import { type ImportEntityType, legacyImportMessages, wizardMessages } from '@colophon/domain';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { useSession } from '../../account/SessionProvider.tsx';
import { useTemplateDownload } from '../useTemplateDownload.ts';
import { messageOf, type WizardApi } from './wizardApi.ts';

/** The spec's choices and defaults: comma, UTF-8, a header row. */
const delimiters = [
  { value: 'comma', label: 'Comma (,)' },
  { value: 'semicolon', label: 'Semicolon (;)' },
  { value: 'tab', label: 'Tab' },
  { value: 'pipe', label: 'Pipe (|)' },
];
const encodings = ['UTF-8', 'UTF-16', 'ASCII', 'ISO-8859-1'];
/** CSV, or the spreadsheet-csv MIME type some systems give .csv files. */
const acceptedTypes = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

/** Step 1: one .csv file, its delimiter, encoding and header, sent to open an import session. */
export function UploadStep(props: {
  type: ImportEntityType;
  api: WizardApi;
  onUploaded(session: string): void;
  onError(message: string): void;
}) {
  const { session } = useSession();
  const downloadTemplate = useTemplateDownload(props.type);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { delimiter: 'comma', encoding: 'UTF-8', hasHeader: true },
  });

  const upload = form.onSubmit(async (values) => {
    if (!file) {
      setFileError(wizardMessages.selectFile);
      return;
    }
    if (!session?.publisherId) {
      props.onError(wizardMessages.selectPublisher);
      return;
    }
    setUploading(true);
    try {
      const reply = await props.api.upload({
        file,
        entityType: props.type,
        publisherId: session.publisherId,
        ...values,
      });
      props.onUploaded(reply.session_id);
    } catch (error) {
      props.onError(messageOf(error));
    } finally {
      setUploading(false);
    }
  });

  return (
    <form onSubmit={upload}>
      <Stack>
        <Dropzone
          accept={acceptedTypes}
          maxFiles={1}
          multiple={false}
          onDrop={(files) => {
            setFile(files[0] ?? null);
            setFileError(null);
          }}
          onReject={() => {
            setFile(null);
            setFileError(legacyImportMessages.csvOnly);
          }}
          aria-label="CSV file"
        >
          <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileTypeCsv size={40} stroke={1.5} />
            </Dropzone.Idle>
            <div>
              <Text size="lg">{file ? file.name : 'Drop a .csv file here, or click to choose one'}</Text>
              <Text size="sm" c="dimmed">
                One file, with a header row naming its columns.
              </Text>
            </div>
          </Group>
        </Dropzone>
        {fileError && (
          <Text c="red" size="sm" role="alert">
            {fileError}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Delimiter" data={delimiters} allowDeselect={false} {...form.getInputProps('delimiter')} />
          <Select label="Encoding" data={encodings} allowDeselect={false} {...form.getInputProps('encoding')} />
          <Checkbox
            mt="xl"
            label="The first row names the columns"
            {...form.getInputProps('hasHeader', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="light" onClick={downloadTemplate}>
            Download Template
          </Button>
          <Button type="submit" loading={uploading}>
            Upload File
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
