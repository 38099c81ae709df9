import { Table, type TableProps } from '@mantine/core';

/**
 * Mantine's Table in its own scroll box: on a narrow screen the table scrolls sideways inside the box
 * instead of pushing the whole page, and a long table keeps its header in view.
 */
export function ScrollTable({
  minWidth = 640,
  maxHeight,
  ...tableProps
}: TableProps & { minWidth?: number; maxHeight?: string }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
      <Table stickyHeader {...tableProps} />
    </Table.ScrollContainer>
  );
}
