import { staffMessages } from '@colophon/domain';
import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';

import { MoneyLineChart } from '../../reporting/charts.tsx';
import { FigureTable, formatMoment, Panel } from '../dashboard/Panel.tsx';
import { DatabaseHealthQuery, FailedLoginsQuery, GraphqlPerformanceQuery, SystemPerformanceQuery } from '../queries.ts';

/** The spec's ranges, in days; 7 by default. */
const ranges = ['1', '7', '30', '90'];

const fixed2 = (value: number) => value.toFixed(2);
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** System Health Monitoring: Server Performance, GraphQL Performance, Database and Failed Logins. */
export function SystemHealthTabs() {
  const [range, setRange] = useState('7');
  const days = Number(range);
  return (
    <Paper withBorder p="md" component="section" aria-label="System Health Monitoring">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            System Health Monitoring
          </Title>
          <SegmentedControl
            aria-label="Time range"
            data={ranges.map((value) => ({ value, label: value === '1' ? '1 day' : `${value} days` }))}
            value={range}
            onChange={setRange}
          />
        </Group>
        <Tabs defaultValue="server" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="server">Server Performance</Tabs.Tab>
            <Tabs.Tab value="graphql">GraphQL Performance</Tabs.Tab>
            <Tabs.Tab value="database">Database</Tabs.Tab>
            <Tabs.Tab value="logins">Failed Logins</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="server" pt="sm">
            <ServerPerformance days={days} />
          </Tabs.Panel>
          <Tabs.Panel value="graphql" pt="sm">
            <GraphqlPerformance days={days} />
          </Tabs.Panel>
          <Tabs.Panel value="database" pt="sm">
            <DatabaseTab />
          </Tabs.Panel>
          <Tabs.Panel value="logins" pt="sm">
            <FailedLogins days={days} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

function ServerPerformance({ days }: { days: number }) {
  const [result] = useQuery({ query: SystemPerformanceQuery, variables: { days }, requestPolicy: 'network-only' });
  return (
    <Panel title="Server Performance" name="server performance" result={result}>
      {({ systemPerformance }) => (
        <Stack>
          <FigureTable
            label="Current server figures"
            headers={['Process', 'CPU %', 'Memory %', 'Disk %', 'Process CPU %', 'Process memory (MB)', 'Sampled']}
            rows={systemPerformance.current.map((sample) => [
              sample.process,
              fixed2(sample.cpu),
              fixed2(sample.memory),
              fixed2(sample.disk),
              fixed2(sample.processCpu),
              fixed2(sample.processMemoryMb),
              formatMoment(sample.timestamp),
            ])}
          />
          <MoneyLineChart
            data={systemPerformance.history.map((sample) => ({
              time: formatMoment(sample.timestamp),
              cpu: sample.cpu,
              memory: sample.memory,
              disk: sample.disk,
            }))}
            xKey="time"
            lines={[
              { key: 'cpu', name: 'CPU %', color: '#228be6' },
              { key: 'memory', name: 'Memory %', color: '#40c057' },
              { key: 'disk', name: 'Disk %', color: '#fab005' },
            ]}
            empty={staffMessages.noHistory}
          />
        </Stack>
      )}
    </Panel>
  );
}

function GraphqlPerformance({ days }: { days: number }) {
  const [result] = useQuery({ query: GraphqlPerformanceQuery, variables: { days }, requestPolicy: 'network-only' });
  return (
    <Panel title="GraphQL Performance" name="GraphQL performance" result={result}>
      {({ graphqlPerformance }) => (
        <Stack>
          <MoneyLineChart
            data={graphqlPerformance.dailyAverages.map((day) => ({ day: day.day, avgTime: day.avgTime }))}
            xKey="day"
            lines={[{ key: 'avgTime', name: 'Avg. Time (ms)', color: '#7950f2' }]}
            empty={staffMessages.noHistory}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Slowest Queries
              </Title>
              <FigureTable
                label="Slowest queries"
                headers={['Operation', 'Execution Time (ms)', 'Timestamp']}
                rows={graphqlPerformance.slowestQueries.map((query) => [
                  query.operationName,
                  fixed2(query.executionTime),
                  formatMoment(query.timestamp),
                ])}
              />
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Most Frequent Queries
              </Title>
              <FigureTable
                label="Most frequent queries"
                headers={['Operation', 'Count', 'Avg. Time (ms)']}
                rows={graphqlPerformance.mostFrequentQueries.map((query) => [
                  query.operationName,
                  query.count,
                  fixed2(query.avgTime),
                ])}
              />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Panel>
  );
}

function DatabaseTab() {
  const [result] = useQuery({ query: DatabaseHealthQuery, requestPolicy: 'network-only' });
  return (
    <Panel title="Database" name="database health" result={result}>
      {({ databaseHealth: health }) => (
        <Stack>
          <Group>
            <Badge variant="light">Size: {megabytes(health.sizeBytes)}</Badge>
            <Badge variant="light">Connections: {health.connections}</Badge>
            <Badge variant="light">Events: {health.eventCount.toLocaleString('en-US')}</Badge>
          </Group>
          <FigureTable
            label="Projection lag"
            headers={['Read model', 'Checkpoint', 'Events behind', 'Status', 'Failures']}
            rows={health.projections.map((projection) => [
              projection.name,
              projection.checkpoint,
              projection.eventsBehind,
              <Badge key="status" color={projection.status === 'running' ? 'green' : 'red'} variant="light">
                {projection.status}
              </Badge>,
              projection.failures,
            ])}
          />
        </Stack>
      )}
    </Panel>
  );
}

function FailedLogins({ days }: { days: number }) {
  const [{ data, error }] = useQuery({ query: FailedLoginsQuery, variables: { days }, requestPolicy: 'network-only' });
  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        {staffMessages.failedLoginsError}
      </Alert>
    );
  }
  if (!data) return <Loader aria-label="Loading failed logins" />;
  const logins = data.failedLogins;
  if (logins.totalAttempts === 0) {
    return (
      <Alert color="gray" title={staffMessages.failedLoginsEmpty}>
        {staffMessages.noDataInRange}
      </Alert>
    );
  }
  return (
    <Stack aria-label="Failed logins">
      <Group>
        <Badge color="red" size="lg">
          Total Failed Attempts: {logins.totalAttempts}
        </Badge>
      </Group>
      <MoneyLineChart
        data={logins.dailyAttempts.map((day) => ({ day: day.day, count: day.count }))}
        xKey="day"
        lines={[{ key: 'count', name: 'Failed attempts', color: '#fa5252' }]}
        empty={staffMessages.noHistory}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Text fw={600}>Top Failed Emails</Text>
          <FigureTable
            label="Top failed emails"
            headers={['Email', 'Attempts']}
            rows={logins.attemptsByEmail.map((row) => [row.email, row.count])}
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>Top Failed IPs</Text>
          <FigureTable
            label="Top failed IPs"
            headers={['IP address', 'Attempts']}
            rows={logins.attemptsByIp.map((row) => [row.ipAddress, row.count])}
          />
        </Stack>
      </SimpleGrid>
      <Text fw={600}>Recent Failed Attempts</Text>
      <FigureTable
        label="Recent failed attempts"
        headers={['Email', 'IP address', 'Timestamp', 'Reason']}
        rows={logins.recentAttempts
          .slice(0, 10)
          .map((attempt) => [attempt.email, attempt.ipAddress, formatMoment(attempt.timestamp), attempt.reason])}
      />
    </Stack>
  );
}
