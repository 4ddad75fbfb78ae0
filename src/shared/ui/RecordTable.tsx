import type { ReactNode } from 'react';
import looks from './mantineLooks.module.css';
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
  /**
   * A long value (a list of items): a line of its own in the narrow layout; for some rows only, by
   * the row (a failed payment's status beside its Pay now).
   */
  wide?: boolean | ((row: Row) => boolean);
  cell: (row: Row) => ReactNode;
}

/**
 * A list of billing records (invoices, orders, receipts): a table where there is room, a stack of
 * cards where there is not, so that on a phone every row's amount, status and download stay in
 * view without sideways scrolling. One table in the page either way (CSS switches the layout on
 * the space the list has, not the window's), so the same rows, headers and buttons are read out.
 *
 * Plain table elements drawn by RecordTable.module.css rather than Mantine's Table parts: a page
 * of 25 rows was some 150 of them, each through Mantine's props and styles resolution (decision
 * 014).
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
      <table role="table" className={`${looks.table} ${classes.table}`}>
        <caption className={classes.visuallyHidden}>{caption}</caption>
        <thead role="rowgroup" className={classes.head}>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={column.align === 'end' ? classes.end : undefined}
              >
                {column.headerHidden ? (
                  <span className={classes.visuallyHidden}>{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={classes.row}>
              {columns.map((column) => {
                const props = {
                  className: column.monospace ? `${classes.cell} ${classes.mono}` : classes.cell,
                  'data-label': column.headerHidden ? undefined : column.header,
                  'data-align': column.align,
                  'data-nowrap': column.monospace || undefined,
                  'data-wide':
                    (typeof column.wide === 'function' ? column.wide(row) : column.wide) ||
                    undefined,
                  children: column.cell(row),
                };
                return column.rowHeader ? (
                  <th key={column.header} role="rowheader" scope="row" {...props} />
                ) : (
                  <td key={column.header} role="cell" {...props} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
