import { Trans, useLingui } from '@lingui/react/macro';
import '@mantine/dates/styles.layer.css';
import { Alert, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useField } from '@mantine/form';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { getChangeBillingDateMutationKey } from '@sdk/subscription/operations/changeBillingDate.ts';
import { useGetAllowedBillingDateRange } from '@sdk/subscription/operations/getAllowedBillingDateRange.ts';
import { useGetBillingDate } from '@sdk/subscription/operations/getBillingDate.ts';
import { errorMessage } from '@/api/errorMessages.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { formatDate } from '@/shared/format/format.ts';
import { useDatesLocale } from '@/shared/i18n/datesLocale.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { useChangeBillingDateMutation } from '../api.ts';
import { billingDateError } from '../rules/billingDate.ts';
import { billingDateConsequence } from '../rules/consequences.ts';
import type { ActionModalBaseProps } from './types.ts';
import { subscriptionActionFailure } from './actionFailureMessage.tsx';
import { showOutcome, useActionDialog } from './useActionDialog.ts';

// The dialog's lazyPart waits for the calendar's month and day names in the customer's language.
export { datesLocaleReady } from '@/shared/i18n/datesLocale.ts';

/** A calendar limited to the server's allowed range: dates outside it cannot be picked. */
export function ChangeBillingDateModal({
  opened,
  onClose,
  userId,
  subscription,
}: ActionModalBaseProps) {
  const { t } = useLingui();
  const datesLocale = useDatesLocale();
  const changeBillingDate = useChangeBillingDateMutation(userId);
  const { confirm, notice } = useActionDialog({
    userId,
    subscription,
    opened,
    onClose,
    action: 'changeBillingDate',
  });
  const enabled = { query: { enabled: opened } };
  const current = useGetBillingDate(userId, subscription.id, enabled);
  const range = useGetAllowedBillingDateRange(userId, subscription.id, enabled);
  const currentDate = current.data?.billing_date ?? null;
  const newDate = useField<string | null>({ initialValue: null });
  const form = fieldsForm(
    'billing-date',
    { date: newDate },
    { date: (value) => (range.data ? billingDateError(value, range.data, currentDate) : null) },
  );
  const picked = newDate.getValue();

  const change = async () => {
    if (!form.validate() || !range.data || !picked) return false;
    return confirm({
      write: () =>
        changeBillingDate.mutateAsync({
          userId,
          id: subscription.id,
          data: { billing_date: picked },
        }),
      // Only a service that says when the period ends tells the change went through.
      reached: (sub) => sub.currentPeriodEndsAt?.slice(0, 10) === picked,
      done: () => {
        const date = formatDate(picked);
        showOutcome({
          color: 'green',
          message: t`Your next charge is now on ${date}.`,
        });
        form.reset();
      },
    });
  };

  const loadError = range.error ?? current.error;
  // The spec's current billing date, else the period's end (proposed, optional), else none yet.
  const from = currentDate ?? subscription.currentPeriodEndsAt ?? null;
  const fromDate = from ? formatDate(from) : null;
  const rangeFrom = range.data ? formatDate(range.data.from) : '';
  const rangeTo = range.data ? formatDate(range.data.to) : '';
  const loadErrorMessage = loadError ? errorMessage(loadError) : '';

  return (
    <ConfirmationModal
      opened={opened}
      onClose={onClose}
      title={t`Change your billing date`}
      failureMessage={subscriptionActionFailure}
      notice={notice}
      actions={[
        {
          label: t`Change billing date`,
          sends: getChangeBillingDateMutationKey(),
          run: change,
          disabled: !range.data || loadError !== null,
        },
      ]}
    >
      {fromDate ? (
        <Text size="sm">
          <Trans>Your next charge is on {fromDate}.</Trans>
        </Text>
      ) : null}
      {loadError ? (
        <Alert color="red" role="alert">
          <Trans>The dates you can choose could not be loaded: {loadErrorMessage}</Trans>
        </Alert>
      ) : !range.data ? (
        <SectionLoader label={t`Loading the dates you can choose`} />
      ) : (
        <Stack gap="xs" role="group" aria-label={t`New billing date`}>
          <Text size="sm" fw={500}>
            <Trans>
              New billing date, from {rangeFrom} to {rangeTo}
            </Trans>
          </Text>
          <DatePicker
            minDate={range.data.from}
            maxDate={range.data.to}
            defaultDate={range.data.from}
            value={picked}
            onChange={(value) => newDate.setValue(value)}
            // No red weekends: red-6 on white is 3.3:1, and the weekday does not matter here.
            weekendDays={[]}
            // Month and day names in the customer's language, once dayjs has its locale (the
            // picker's own: no provider around every screen for the one dialog that shows dates).
            locale={datesLocale}
            // The month control is named by its visible text ("December 2026").
            ariaLabels={{ nextMonth: t`Next month`, previousMonth: t`Previous month` }}
            // Each day named as the portal writes a date: "5. Januar 2027", where Mantine's own
            // "D MMMM YYYY" read "5 Januar 2027" in every language.
            getDayAriaLabel={formatDate}
          />
          {newDate.error ? (
            <Text size="sm" c="red" role="alert">
              {newDate.error}
            </Text>
          ) : null}
        </Stack>
      )}
      {picked && range.data && !billingDateError(picked, range.data, currentDate) ? (
        <Text size="sm">{billingDateConsequence(from, picked)}</Text>
      ) : null}
    </ConfirmationModal>
  );
}
