/** What is needed of a form (`fieldsForm`): its inputs, found by field path. */
interface FormInputs {
  getInputNode: (path: string) => HTMLElement | null;
}

/** ...and its errors, to set them. */
interface FormWithErrors extends FormInputs {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts the focus on the first field, in page order, that has an error: after a submission the
 * form refused, or after the server's answer named the fields at fault. Without it a keyboard or
 * screen-reader user is left on the submit button (or, once its loader disabled it, on nothing).
 * `fieldsForm` calls it on a refused submission; for errors found later, `showFieldErrors`.
 */
export function focusFirstError(form: FormInputs, errors: Record<string, unknown>): void {
  const fields = Object.entries(errors)
    .filter(([, error]) => Boolean(error))
    .map(([path]) => form.getInputNode(path))
    .filter((node) => node !== null);
  const first = fields.reduce<HTMLElement | null>(
    (earliest, node) =>
      earliest === null || node.compareDocumentPosition(earliest) & Node.DOCUMENT_POSITION_FOLLOWING
        ? node
        : earliest,
    null,
  );
  first?.focus();
}

/**
 * Messages beside the fields they name (the server's answer, a check made after submitting),
 * replacing the form's errors, with the focus on the first of those fields.
 */
export function showFieldErrors(form: FormWithErrors, errors: Record<string, string>): void {
  form.setErrors(errors);
  focusFirstError(form, errors);
}
