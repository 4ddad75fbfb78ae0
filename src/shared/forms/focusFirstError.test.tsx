import { MantineProvider, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldsForm } from './fieldsForm.ts';
import { focusFirstError } from './focusFirstError.ts';

interface Values {
  first: string;
  second: string;
  third: string;
}

/** Three required fields; the server (here: `serverErrors`) may blame some of them. */
function Form({ serverErrors }: { serverErrors?: Partial<Record<keyof Values, string>> }) {
  const required = (value: string) => (value ? null : 'Required');
  const form = fieldsForm<Values>(
    'test',
    {
      first: useField({ initialValue: 'filled' }),
      second: useField({ initialValue: '' }),
      third: useField({ initialValue: '' }),
    },
    { first: required, second: required, third: required },
  );
  const submit = form.onSubmit(() => {
    if (!serverErrors) return;
    form.setErrors(serverErrors);
    focusFirstError(form, serverErrors);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="First" {...form.getInputProps('first')} />
      <TextInput label="Second" {...form.getInputProps('second')} />
      <TextInput label="Third" {...form.getInputProps('third')} />
      <button type="submit">Send</button>
    </form>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider env="test">{children}</MantineProvider>
);

describe('focusFirstError', () => {
  it('moves the focus from the button to the first refused field, in page order', async () => {
    render(<Form />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Second')).toHaveFocus();
  });

  it('follows the page, not the order in which the server listed the fields', async () => {
    render(<Form serverErrors={{ third: 'Taken', first: 'Too short' }} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Second'), 'x');
    await userEvent.type(screen.getByLabelText('Third'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('leaves the focus alone when no field is at fault', async () => {
    render(<Form serverErrors={{}} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Second'), 'x');
    await userEvent.type(screen.getByLabelText('Third'), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
