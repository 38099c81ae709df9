import { type DateRange, type ReportPeriod, reportPeriodLabels } from '@colophon/domain';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';

import { DateField } from '../ui/DateField.tsx';
import { offeredPeriods } from './usePeriod.ts';

/**
 * The spec's period presets (quarter to date by default; all time only where the report offers
 * it); custom dates apply through Calculate.
 */
export function PeriodSelector(props: {
  period: ReportPeriod;
  range: DateRange;
  onChange: (period: ReportPeriod, custom?: DateRange) => void;
  withAllTime?: boolean;
}) {
  const [custom, setCustom] = useState<DateRange>(props.range);
  const choices = offeredPeriods(props.withAllTime ?? false);
  return (
    <Group align="flex-end">
      <Select
        label="Time period"
        data={choices.map((period) => ({ value: period, label: reportPeriodLabels[period] }))}
        value={props.period}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'custom') setCustom(props.range);
          props.onChange(value ?? 'qtd', value === 'custom' ? props.range : undefined);
        }}
      />
      {props.period === 'custom' && (
        <>
          <DateField
            label="Start date"
            value={custom.startDate}
            maxDate={custom.endDate}
            onChange={(startDate) => setCustom({ ...custom, startDate })}
          />
          <DateField
            label="End date"
            value={custom.endDate}
            minDate={custom.startDate}
            onChange={(endDate) => setCustom({ ...custom, endDate })}
          />
          <Button onClick={() => props.onChange('custom', custom)}>Calculate</Button>
        </>
      )}
    </Group>
  );
}
