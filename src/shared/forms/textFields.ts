import type { UseFieldReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { focusFirstError } from './focusFirstError.ts';

/** A text input's state: @mantine/form's `useField({ initialValue: '' })`. */
export type TextField = UseFieldReturnType<string>;

type Check<K extends string> = (value: string, values: Record<K, string>) => string | null;

/**
 * A form of a few text fields that stand on their own, each @mantine/form's `useField`, rather
 * than its `useForm`: a landing screen's whole form (the password change, the transfer's new
 * owner) then costs @mantine/form's field hook, 0.8 KB gzip, where `useForm` with its lists,
 * watchers, path helpers and deep clone is 6.2 KB of the first load (decision 014). A form with
 * nested values or lists keeps `useForm`.
 *
 * `name` tells its inputs from another form's on the page. The checks are the render's own (not
 * captured by the field at its first render), run on submit with every value at hand, so that one
 * field may be checked against another; an error shows beside its field until the field is
 * changed, and the focus goes to the first field at fault, as `useForm` with `focusFirstError`
 * does. `setErrors` and `getInputNode` make it a form for `showFieldErrors` (the server's answer).
 */
export function textFieldsForm<K extends string>(
  name: string,
  fields: Record<K, TextField>,
  checks: Partial<Record<K, Check<K>>> = {},
) {
  const keys = Object.keys(fields) as K[];
  const path = (key: string) => `${name}.${key}`;
  const values = () =>
    Object.fromEntries(keys.map((key) => [key, fields[key].getValue()])) as Record<K, string>;
  const form = {
    /** The field's input props, marked so that the form finds its input. */
    getInputProps: (key: K) => ({ ...fields[key].getInputProps(), 'data-path': path(key) }),
    getInputNode: (key: string) =>
      document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path(key))}"]`),
    /** Each field's error as given; a field not named has none. */
    setErrors: (errors: Partial<Record<string, string>>) => {
      for (const key of keys) fields[key].setError(errors[key] ?? null);
    },
    reset: () => keys.forEach((key) => fields[key].reset()),
    /**
     * Every check: errors beside their fields and the focus on the first, or, when there is none,
     * the values.
     */
    validate: (): Record<K, string> | null => {
      const current = values();
      const errors = Object.fromEntries(
        keys.map((key) => [key, checks[key]?.(current[key], current) ?? null]),
      ) as Record<K, string | null>;
      keys.forEach((key) => fields[key].setError(errors[key]));
      if (keys.every((key) => errors[key] === null)) return current;
      focusFirstError(form, errors);
      return null;
    },
    /** A submit handler: `send` with the values once every check has passed. */
    onSubmit:
      (send: (values: Record<K, string>) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        const checked = form.validate();
        if (checked) void send(checked);
      },
  };
  return form;
}
