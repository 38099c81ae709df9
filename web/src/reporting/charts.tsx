import { Text } from '@mantine/core';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartLine {
  key: string;
  name: string;
  color: string;
}

/**
 * A line chart of money by date or month (recharts). Amounts arrive as exact decimal text and are
 * plotted as numbers; `empty` is the spec's message when there is nothing to plot.
 */
export function MoneyLineChart(props: {
  data: Record<string, string | number>[];
  xKey: string;
  lines: ChartLine[];
  empty: string;
  height?: number;
}) {
  if (props.data.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  const plotted = props.data.map((point) =>
    Object.fromEntries(Object.entries(point).map(([key, value]) => [key, key === props.xKey ? value : Number(value)])),
  );
  return (
    <ResponsiveContainer width="100%" height={props.height ?? 240}>
      <LineChart data={plotted}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={props.xKey} />
        <YAxis />
        <Tooltip />
        {props.lines.length > 1 && <Legend />}
        {props.lines.map((line) => (
          <Line key={line.key} type="monotone" dataKey={line.key} name={line.name} stroke={line.color} dot={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
