import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths } from '@/config/paths.ts';
import { answerWith, holdAnswers, recordRequests } from '@/test/operations.ts';
import { recordReports } from '@/test/recordReports.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

// The first screen of a file waits for lazy routes and the boot sequence: more than the default 1 s.
useMockBackend();
const sentry = recordReports();

interface SavedFile {
  filename: string;
  blob: Blob;
  attached: boolean;
}

/** jsdom has no object URLs and cannot download: record what the screen hands the browser. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  let next = 0;
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:receipt-${(next += 1)}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ filename: this.download, blob, attached: this.isConnected });
  });
  return { saved, revoked };
}

/** The newest receipt's row (the first one after the header row). */
async function firstReceiptRow(): Promise<HTMLElement> {
  const [, first] = within(await screen.findByRole('table')).getAllByRole('row');
  if (!first) throw new Error('The receipts table has no receipt.');
  return first;
}

const downloadButton = (number: string) =>
  screen.findByRole('button', { name: `Download PDF of receipt ${number}` });

afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => sentry.clear());

describe('the receipts screen', () => {
  it('lists the receipts with their order, date and total', async () => {
    renderApp(paths.receipts);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]).toHaveTextContent('RS-097399');
    expect(rows[0]).toHaveTextContent('$348.00');
  });

  it('downloads a receipt as a PDF file named after it, with one request for a double click', async () => {
    const { saved, revoked } = captureDownloads();
    const requests = recordRequests('getReceiptPdf');
    renderApp(paths.receipts);
    const firstRow = await firstReceiptRow();
    const number = within(firstRow).getByRole('rowheader').textContent ?? '';
    const button = await downloadButton(number);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.filename).toBe(`receipt-${number}.pdf`);
    expect(file?.attached).toBe(true);
    expect(file?.blob.type).toBe('application/pdf');
    expect(await file?.blob.slice(0, 5).text()).toBe('%PDF-');
    await waitFor(() => expect(revoked).toEqual(['blob:receipt-1']));
    expect(document.querySelector('a[download]')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('shows the download on its way in its button, and holds the others until it is saved', async () => {
    const { saved } = captureDownloads();
    const pdf = holdAnswers('getReceiptPdf');
    const { user } = renderApp(paths.receipts);
    const [, first, second] = within(await screen.findByRole('table')).getAllByRole('row');
    const button = within(first as HTMLElement).getByRole('button', { name: /Download PDF/ });
    const other = within(second as HTMLElement).getByRole('button', { name: /Download PDF/ });
    await user.click(button);
    await pdf.arrived;
    // Busy as Mantine's loading Button was (data-loading), and said so to assistive technology.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(other).toBeDisabled();
    expect(other).not.toHaveAttribute('aria-busy');
    pdf.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-loading');
    expect(other).toBeEnabled();
  });

  it('reports a failed download and says so', async () => {
    captureDownloads();
    answerWith('getReceiptPdf', 500, { detail: 'A server error occurred.' });
    const { user } = renderApp(paths.receipts);
    const firstRow = await firstReceiptRow();
    await user.click(within(firstRow).getByRole('button', { name: /Download PDF/ }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The receipt could not be downloaded');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(await sentry.reports()).toMatchObject([
      { type: 'UnknownError', tags: { call: 'get-receipt-pdf' } },
    ]);
  });

  it('says when there are no receipts', async () => {
    answerWith('listReceipts', 200, []);
    renderApp(paths.receipts);
    expect(await screen.findByText(/You have no receipts yet/)).toBeVisible();
  });
});
