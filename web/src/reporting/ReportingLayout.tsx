import { Group, Select, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { reportTypes } from './urls.ts';

/** A report's page: its title, and the report-type dropdown that switches between the report routes. */
export function ReportingLayout(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{props.title}</Title>
        <Group align="flex-end">
          {props.actions}
          <Select
            label="Report type"
            data={reportTypes.map((type) => ({ value: type.path, label: type.label }))}
            value={pathname}
            allowDeselect={false}
            onChange={(path) => path && navigate(path)}
          />
        </Group>
      </Group>
      {props.children}
    </Stack>
  );
}
