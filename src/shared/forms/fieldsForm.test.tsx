import { MantineProvider, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { showFieldErrors } from './focusFirstError.ts';
import { fieldsForm } from './fieldsForm.ts';

type Values = Record<'email' | 'repeat', string>;

/** An e-mail and its repetition, the second checked against the first; the server may refuse. */
function Form({
  onSend,
  serverErrors,
}: {
  onSend: (values: Values) => void;
  serverErrors?: Partial<Values>;
}) {
  const form = fieldsForm(
    'test',
    { email: useField({ initialValue: '' }), repeat: useField({ initialValue: '' }) },
    {
      email: (value) => (value.includes('@') ? null : 'Enter an e-mail address'),
      repeat: (value, values) => (value === values.email ? null : 'The addresses differ'),
    },
  );
  const send = (values: Values) => {
    onSend(values);
    if (serverErrors) showFieldErrors(form, serverErrors);
    else form.reset();
  };
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="Again" {...form.getInputProps('repeat')} />
      <button type="submit">Send</button>
    </form>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider env="test">{children}</MantineProvider>
);

describe('fieldsForm', () => {
  it('checks every field on submit, shows each error beside its field and focuses the first', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Again'), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address');
    expect(screen.getByLabelText('Again')).toHaveAccessibleDescription('The addresses differ');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('checks a field against the others with the values at submit', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />, { wrapper });
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b');
    await userEvent.type(screen.getByLabelText('Again'), 'a@c');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Again')).toHaveFocus();
    // Changing the field takes its error away; what was typed stays.
    await userEvent.type(screen.getByLabelText('Again'), '{Backspace}b');
    expect(screen.getByLabelText('Again')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Again')).toHaveValue('a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ email: 'a@b', repeat: 'a@b' });
  });

  it('clears the fields once sent, and shows a refusal beside the field it names', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<Form onSend={onSend} />, { wrapper });
    const fill = async () => {
      await userEvent.type(screen.getByLabelText('E-mail'), 'a@b');
      await userEvent.type(screen.getByLabelText('Again'), 'a@b');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    };
    await fill();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');

    rerender(<Form onSend={onSend} serverErrors={{ repeat: 'Taken' }} />);
    await fill();
    expect(screen.getByLabelText('Again')).toHaveAccessibleDescription('Taken');
    expect(screen.getByLabelText('Again')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b');
  });
});
