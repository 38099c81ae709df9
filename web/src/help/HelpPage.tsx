import { Accordion, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { ContactSupportForm } from './ContactSupportForm.tsx';

const faq = [
  {
    question: 'How do I add a new format of a title?',
    answer: 'Open the product, then choose Add format: the new format shares the title, its creators and description.',
  },
  {
    question: 'How are royalties calculated?',
    answer:
      'Each royalty has terms and tiers; sales count by the accounting method set in Settings (the date items are paid, or shipped).',
  },
  {
    question: 'Can I invite my team?',
    answer: 'Owners and admins invite colleagues from Settings, Your Team. Each invitation link works once.',
  },
  {
    question: 'How do I move my data in from a spreadsheet?',
    answer:
      'Every list has an import: download its template, fill it in and upload it; rows with errors are shown before anything is written.',
  },
  {
    question: 'I forgot my password.',
    answer: 'Choose "Forgot your password?" on the log in page: we mail you a link that works once, for one hour.',
  },
];

/** /help: FAQ, Documentation, Contact Us (a form mailed to support) and File a Bug. */
export function HelpPage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Stack maw={820}>
      <Title order={1}>Help</Title>
      <Group>
        <Button component="a" href="https://docs.colophon.example" target="_blank" rel="noreferrer" variant="light">
          DOCUMENTATION
        </Button>
        <Button variant="light" onClick={() => setContactOpen((open) => !open)}>
          CONTACT US
        </Button>
        <Button
          component="a"
          href="https://github.com/colophon/colophon/issues"
          target="_blank"
          rel="noreferrer"
          variant="light"
        >
          FILE A BUG
        </Button>
      </Group>
      {contactOpen && (
        <Paper withBorder p="md">
          <ContactSupportForm onSent={() => setContactOpen(false)} />
        </Paper>
      )}
      <Title order={2}>Frequently asked questions</Title>
      <Accordion variant="separated">
        {faq.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text size="sm" c="dimmed">
        Still stuck? Write to <Anchor href="mailto:support@colophon.local">support@colophon.local</Anchor>.
      </Text>
    </Stack>
  );
}
