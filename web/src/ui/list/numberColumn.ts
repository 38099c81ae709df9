import { formatRecordNumber } from '@colophon/domain';

import type { ListColumn } from './ListScreen.tsx';

/** The NO. column: the record's short number (#1042), the one staff read out and search by. */
export const numberColumn = <Row extends { number: number }, SortField extends string>(): ListColumn<
  Row,
  SortField
> => ({ header: 'NO.', render: (row) => formatRecordNumber(row.number) });
