import type { UseFieldReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { focusFirstError } from './focusFirstError.ts';

/**
 * An input's state: @mantine/form's `useField`, controlled (the screen redraws as it is typed in)
 * or uncontrolled (only the input does: a field inside a large form, such as checkout's coupon).
 */
export type Field<T> = UseFieldReturnType<T> | UseFieldReturnType<T, 'input', 'uncontrolled'>;

/** A field's check: its message, or null when the value may be sent. */
type Check<V, T> = (value: T, values: V) => string | null;

/**
 * The portal's forms: one @mantine/form `useField` per field, gathered here, rather than
 * @mantine/form's `useForm`. Every form of the portal is a few flat fields, and `useForm` brings
 * what none of them uses (lists, watchers, path helpers, a deep clone): 6.2 KB gzip on a landing
 * screen's first load, where the field hook is 0.8 KB (decision 014).
 *
 * `name` tells its inputs from another form's on the page. The checks are the render's own (a
 * field keeps the `validate` of its first render, so they are not given to it), run on submit
 * with every value at hand, so that one field may be checked against another; an error shows
 * beside its field until the field is changed, and the focus goes to the first field at fault.
 * `setErrors` and `getInputNode` make it a form for `showFieldErrors` (the server's answer).
 */
export function fieldsForm<V extends object>(
  name: string,
  fields: { [K in keyof V]: Field<V[K]> },
  checks: { [K in keyof V]?: Check<V, V[K]> } = {},
) {
  type Key = keyof V & string;
  const keys = Object.keys(fields) as Key[];
  const path = (key: string) => `${name}.${key}`;
  const values = () => Object.fromEntries(keys.map((key) => [key, fields[key].getValue()])) as V;
  const form = {
    getValues: values,
    /** The field's input props, marked so that the form finds its input. */
    getInputProps: (key: Key) => ({ ...fields[key].getInputProps(), 'data-path': path(key) }),
    /** The React key of an uncontrolled field's input: it changes as the field is reset. */
    key: (key: Key) => fields[key].key,
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
    validate: (): V | null => {
      const current = values();
      const errors = Object.fromEntries(
        keys.map((key) => [key, checks[key]?.(current[key], current) ?? null]),
      ) as Record<Key, string | null>;
      keys.forEach((key) => fields[key].setError(errors[key]));
      if (keys.every((key) => errors[key] === null)) return current;
      focusFirstError(form, errors);
      return null;
    },
    /** A submit handler: `send` with the values once every check has passed. */
    onSubmit: (send: (values: V) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const checked = form.validate();
      if (checked) void send(checked);
    },
  };
  return form;
}

export type FieldsForm<V extends object> = ReturnType<typeof fieldsForm<V>>;
