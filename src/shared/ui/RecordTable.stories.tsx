import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import { RecordTable } from './RecordTable.tsx';

export default { title: 'Shared/RecordTable', component: RecordTable } satisfies Meta<
  typeof RecordTable
>;

interface Invoice {
  number: string;
  issued: string;
  status: 'Approved' | 'Denied';
  total: string;
}

const invoices: Invoice[] = [
  { number: 'INV-1042', issued: 'November 24, 2026', status: 'Denied', total: '$21.64' },
  { number: 'INV-0987', issued: 'October 24, 2026', status: 'Approved', total: '$21.64' },
];

const table = (rows: Invoice[]) => (
  <RecordTable
    caption="Your invoices, newest first"
    rows={rows}
    rowKey={(row) => row.number}
    columns={[
      { header: 'Invoice', rowHeader: true, monospace: true, cell: (row) => row.number },
      { header: 'Issued', cell: (row) => row.issued },
      { header: 'Status', cell: (row) => <PaymentStatusBadge status={row.status} /> },
      { header: 'Total', align: 'end', cell: (row) => row.total },
    ]}
  />
);

const rowsShown = (count: number) => async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('table', {
    name: 'Your invoices, newest first',
  });
  // The header row and one per record.
  await expect(within(list).getAllByRole('row')).toHaveLength(count + 1);
};

export const Invoices: StoryObj = {
  render: () => table(invoices),
  play: async ({ canvasElement }) => rowsShown(invoices.length)(canvasElement),
};

export const Phone: StoryObj = {
  render: () => table(invoices),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => rowsShown(invoices.length)(canvasElement),
};
