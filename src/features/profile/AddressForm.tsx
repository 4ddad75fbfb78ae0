import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useField } from '@mantine/form';
import { notifications } from '@/shared/ui/notifications.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getUpdateAccountAddressMutationKey } from '@sdk/account/operations/updateAccountAddress.ts';
import type { AccountProfile } from '@sdk/account/model';
import { addressUpdateErrors } from '@/api/formErrors.ts';
import { AddressChangedElsewhere, useUpdateAccountAddressMutation } from './formsApi.ts';
import { type AddressFormValues, addressFormValues, addressValidation } from './rules/address.ts';
import { countriesInActiveLanguage, UnknownCountryCodeError } from './rules/countries.ts';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';

// A native select: type-ahead, autofill and screen readers come with it, and it keeps Mantine's
// combobox (about 30 KB) out of the forms' chunk. Its 250 options are elements made once:
// `data` would have Mantine parse the list and render a component per option at every keystroke
// in the form, and on the first screen's render (decision 013). Made once per language, named
// and ordered in it by the browser (rules/countries.ts); a change of language in the header
// re-renders the form (its `useLingui()`), which then takes the new language's list.
const countryOptions = new Map<readonly unknown[], ReactNode>();
function countryOptionsInActiveLanguage(): ReactNode {
  const countries = countriesInActiveLanguage();
  let options = countryOptions.get(countries);
  if (!options) {
    options = countries.map(({ alpha3, name }) => (
      <option key={alpha3} value={alpha3}>
        {name}
      </option>
    ));
    countryOptions.set(countries, options);
  }
  return options;
}

interface AddressFormProps {
  userId: number;
  profile: AccountProfile;
  /** Saved or cancelled: the section shows the saved address again. */
  onClose: () => void;
}

/**
 * The postal address, saved with `PUT /api/account/{userId}`. Inside the "Postal address" section,
 * whose heading names it; it opens with the focus in its first field.
 */
export function AddressForm({ userId, profile, onClose }: AddressFormProps) {
  const { t } = useLingui();
  const { once } = useSendOnce(getUpdateAccountAddressMutationKey());
  const [formError, setFormError] = useState<string | null>(null);
  /**
   * The profile the customer's edits are based on: the one the form opened with, until a refusal
   * shows them a newer address. Not the profile as it is now: another tab's save reloads that, and
   * sending its version would overwrite an address the customer never saw.
   */
  const [basedOn, setBasedOn] = useState(profile);
  const [changedElsewhere, setChangedElsewhere] = useState<string | null>(null);
  const updateAddress = useUpdateAccountAddressMutation(userId);
  const [opened] = useState(() => addressFormValues(profile));
  const form = fieldsForm<AddressFormValues>(
    'address',
    {
      country: useField({ initialValue: opened.country }),
      addressLine1: useField({ initialValue: opened.addressLine1 }),
      addressLine2: useField({ initialValue: opened.addressLine2 }),
      addressZip: useField({ initialValue: opened.addressZip }),
      addressCity: useField({ initialValue: opened.addressCity }),
      addressState: useField({ initialValue: opened.addressState }),
      companyName: useField({ initialValue: opened.companyName }),
      vatId: useField({ initialValue: opened.vatId }),
    },
    addressValidation,
  );
  const countryField = useRef<HTMLSelectElement>(null);
  useEffect(() => countryField.current?.focus(), []);

  const save = form.onSubmit((values) =>
    once(async () => {
      setFormError(null);
      setChangedElsewhere(null);
      try {
        // Saved over the profile the edits are based on, or refused as changed elsewhere.
        await updateAddress.mutateAsync({ values, basedOn });
        onClose();
        notifications.show({
          color: 'green',
          title: t`Address saved`,
          message: t`Your postal address is up to date.`,
        });
      } catch (error) {
        if (error instanceof UnknownCountryCodeError) {
          showFieldErrors(form, { country: error.message });
          return;
        }
        // What the customer typed stays; the next Save goes over the address they now see.
        if (error instanceof AddressChangedElsewhere) {
          setBasedOn(error.current);
          setChangedElsewhere(error.message);
          return;
        }
        // Messages go beside their fields; everything the user typed stays in the form.
        const { formError: message, fieldErrors } = addressUpdateErrors(error);
        const { addressCountryCode, ...others } = fieldErrors;
        const errors = {
          ...others,
          ...(addressCountryCode ? { country: addressCountryCode } : {}),
        };
        showFieldErrors(form, errors);
        setFormError(message);
      }
    }),
  );

  return (
    <form onSubmit={save} noValidate aria-labelledby="address-heading">
      <Stack gap="sm">
        <NativeSelect
          label={t`Country`}
          autoComplete="country-name"
          {...form.getInputProps('country')}
          ref={countryField}
        >
          <option value="" disabled>
            {t`Choose a country`}
          </option>
          {countryOptionsInActiveLanguage()}
        </NativeSelect>
        <TextInput
          label={t`Address line 1`}
          autoComplete="address-line1"
          {...form.getInputProps('addressLine1')}
        />
        <TextInput
          label={t`Address line 2`}
          autoComplete="address-line2"
          {...form.getInputProps('addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t`ZIP / postal code`}
            autoComplete="postal-code"
            {...form.getInputProps('addressZip')}
          />
          <TextInput
            label={t`City`}
            autoComplete="address-level2"
            {...form.getInputProps('addressCity')}
          />
          <TextInput
            label={t`State / province`}
            autoComplete="address-level1"
            {...form.getInputProps('addressState')}
          />
        </SimpleGrid>
        <Fieldset legend={t`Business details (optional)`} variant="unstyled" p={0}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              <Trans>
                For a business: the company and its VAT ID appear on your invoices. With a valid VAT
                ID from an EU country other than the seller's, no VAT is charged (reverse charge).
              </Trans>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Company name`}
                autoComplete="organization"
                {...form.getInputProps('companyName')}
              />
              <TextInput
                label={t`VAT ID`}
                description={t`With the country prefix, for example NL123456789B01`}
                autoComplete="off"
                spellCheck={false}
                {...form.getInputProps('vatId')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {changedElsewhere ? <Alert color="yellow">{changedElsewhere}</Alert> : null}
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Group>
          <Button type="submit" loading={updateAddress.isPending}>
            <Trans>Save address</Trans>
          </Button>
          <Button variant="subtle" onClick={onClose} disabled={updateAddress.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
