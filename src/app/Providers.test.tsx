import { Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import { Providers } from './Providers.tsx';

afterEach(activateEnglish);

describe('the providers around every screen', () => {
  it('name a dialog’s close button in the active language, and follow a change of it', async () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Modal opened onClose={() => undefined} title="Cancel your subscription">
          …
        </Modal>
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => activateLocale('de'));
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
