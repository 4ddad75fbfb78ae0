import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './RecordTable.module.css';

export interface RecordColumn<Row> {
  /** The column's heading; in the narrow layout, the label beside each value. */
  header: string;
  /** Said to screen readers only: a column of buttons that name themselves ("Download …"). */
  headerHidden?: boolean;
  /** The cell that names its row (the invoice or order number): the card's title when narrow. */
  rowHeader?: boolean;
  align?: 'start' | 'end';
  /** An identifier (order or receipt number): monospace, never broken across lines. */
  monospace?: boolean;
  /** A long value (a list of items): a line of its own in the narrow layout. */
  wide?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A list of billing records (invoices, orders, receipts): a table where there is room, a stack of
 * cards where there is not, so that on a phone every row's amount, status and download stay in
 * view without sideways scrolling. One table in the page either way (CSS switches the layout on
 * the space the list has, not the window's), so the same rows, headers and buttons are read out.
 */
export function RecordTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly RecordColumn<Row>[];
  /** Says what the list is; read by screen readers only, the section's heading shows it. */
  caption: string;
}) {
  return (
    <div className={classes.container}>
      {/*
        Explicit roles: a table whose rows are restyled as cards loses its table semantics in
        Safari and Firefox; the roles keep headers and cells announced in every layout.
      */}
      <Table role="table" verticalSpacing="sm" striped className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead role="rowgroup" className={classes.head}>
          <Table.Tr role="row">
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                role="columnheader"
                scope="col"
                ta={column.align === 'end' ? 'right' : undefined}
              >
                {column.headerHidden ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} role="row" className={classes.row}>
              {columns.map((column) => {
                const props = {
                  className: classes.cell,
                  'data-label': column.headerHidden ? undefined : column.header,
                  'data-align': column.align,
                  'data-nowrap': column.monospace || undefined,
                  'data-wide': column.wide || undefined,
                  ff: column.monospace ? 'monospace' : undefined,
                  children: column.cell(row),
                };
                return column.rowHeader ? (
                  <Table.Th key={column.header} role="rowheader" scope="row" fw={500} {...props} />
                ) : (
                  <Table.Td key={column.header} role="cell" {...props} />
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
