import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useField } from '@mantine/form';
import { notifications } from '@/shared/ui/notifications.ts';
import type { License, LicenseTransfer } from '@sdk/license/model';
import { getListLicensesQueryOptions } from '@sdk/license/operations/listLicenses.ts';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { Link } from '@/shared/ui/Link.tsx';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { useSession } from '@/shared/session/useSession.ts';
import { PRODUCT_FAMILIES, productPath } from '@/config/paths.ts';
import { LicenseListGate } from './LicenseListGate.tsx';
import { productFamilyTitle } from '@/shared/products/productFamilies.ts';
import { licensesMovedBy, newOwnerEmailError, transferPayload } from './rules/transfer.ts';
import { selectLicenseForTransfer, useSelectedLicenseNumber } from './selectedLicense.ts';
import type { TransferOutcome } from './api.ts';
import { useLicenseList } from './useLicenseList.ts';
import { isOfferedForTransfer, licenseTitle, licenseWithVersion } from './rules/licenseLabel.ts';

// The confirmation's code (Mantine's Modal with its focus trap and scroll lock: 12 KB gzip) is
// fetched the first time a transfer is reviewed, not with the form (issue 32's first-load budget).
const { Part: ConfirmTransferModal } = lazyPart(
  () => import('./ConfirmTransferModal.tsx'),
  (module) => module.ConfirmTransferModal,
);

/**
 * The customer's licenses, asked before the first render when /products/transfer is the landing
 * screen (src/app/router.tsx), which then draws the screen with them.
 */
export function prefetchTransferScreen(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getListLicensesQueryOptions());
}

/** /products/transfer: give a license, with its whole upgrade chain, to another customer. */
export function TransferScreen() {
  const { t } = useLingui();
  const list = useLicenseList();
  // A refusal or failure stays on the screen beside the form until dismissed or resent.
  const [failure, setFailure] = useState<string | null>(null);
  const showOutcome = (outcome: TransferOutcome) => {
    if (outcome.kind !== 'transferred') {
      setFailure(outcome.message);
      return;
    }
    setFailure(null);
    const { license_numbers: numbers, new_owner_email: email } = outcome.transfer;
    const licenses = numbers.join(', ');
    const count = numbers.length;
    notifications.show({
      color: 'green',
      title: t`Licenses transferred`,
      message: plural(count, {
        one: `${licenses} now belongs to ${email}.`,
        other: `${licenses} now belong to ${email}.`,
      }),
    });
  };
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Transfer licenses</Trans>
      </Title>
      <Text>
        <Trans>
          A license moves to its new owner together with every license it was upgraded from. The new
          owner needs an account with the e-mail address you enter.
        </Trans>
      </Text>
      {failure ? (
        <Alert
          color="red"
          title={t`The licenses were not transferred`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      ) : null}
      <LicenseListGate list={list}>
        {(licenses) => <TransferForm licenses={licenses} onOutcome={showOutcome} />}
      </LicenseListGate>
    </Stack>
  );
}

const optionLabel = (license: License) =>
  `${licenseWithVersion(license)} · ${license.licenseNumber}`;

/** Transferable licenses grouped by family, in the navigation's order. */
function licenseOptions(licenses: License[]) {
  return PRODUCT_FAMILIES.map((family) => ({
    group: productFamilyTitle(family),
    items: licenses
      .filter((license) => license.productFamily === family)
      .map((license) => ({ value: license.licenseNumber, label: optionLabel(license) })),
  })).filter((group) => group.items.length > 0);
}

function TransferForm({
  licenses,
  onOutcome,
}: {
  licenses: License[];
  onOutcome: (outcome: TransferOutcome) => void;
}) {
  const { t } = useLingui();
  const { user, profile } = useSession();
  const selectedNumber = useSelectedLicenseNumber();
  const [licenseError, setLicenseError] = useState<string | null>(null);
  const [pending, setPending] = useState<LicenseTransfer | null>(null);
  // Once a transfer has been reviewed the dialog stays mounted, so that closing it still animates.
  const [reviewed, setReviewed] = useState(false);
  const form = fieldsForm(
    'transfer',
    { newOwnerEmail: useField({ initialValue: '' }) },
    { newOwnerEmail: (value) => newOwnerEmailError(value, profile.email) },
  );

  const transferable = licenses.filter(isOfferedForTransfer);
  const selected = transferable.find((license) => license.licenseNumber === selectedNumber) ?? null;

  if (transferable.length === 0) {
    return (
      <Text>
        <Trans>
          You have no licenses that can be transferred. Licenses that came free with another product
          stay with their account.
        </Trans>
      </Text>
    );
  }

  const review = form.onSubmit(({ newOwnerEmail }) => {
    try {
      setPending(transferPayload(selected, newOwnerEmail));
      setReviewed(true);
    } catch (error) {
      setLicenseError(error instanceof Error ? error.message : String(error));
    }
  });

  const finish = (outcome: TransferOutcome) => {
    setPending(null);
    if (outcome.kind === 'transferred') form.reset();
    onOutcome(outcome);
  };

  return (
    <>
      <form onSubmit={review} noValidate>
        <Stack gap="lg">
          {/* The browser's own select (a phone's picker, type-ahead on a desktop), grouped by
              family: Mantine's searchable Select brought its combobox, popover and floating-ui to
              this screen's first load (30 KB gzip) and positioned 500 options for the heavy persona. */}
          <NativeSelect
            label={t`License to transfer`}
            data={[
              { value: '', label: t`Pick a license`, disabled: true },
              ...licenseOptions(transferable),
            ]}
            value={selected?.licenseNumber ?? ''}
            onChange={(event) => {
              setLicenseError(null);
              selectLicenseForTransfer(event.currentTarget.value || null);
            }}
            error={licenseError}
          />
          {selected ? <TransferSummary license={selected} /> : null}
          <TextInput
            label={t`New owner's e-mail address`}
            type="email"
            autoComplete="off"
            {...form.getInputProps('newOwnerEmail')}
          />
          <div>
            <Button type="submit">
              <Trans>Review and confirm</Trans>
            </Button>
          </div>
        </Stack>
      </form>
      {reviewed ? (
        <Suspense fallback={null}>
          <ConfirmTransferModal
            userId={user.userId}
            transfer={pending}
            onClose={() => setPending(null)}
            onOutcome={finish}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Exactly what leaves the account, and what the customer gives up with it. */
function TransferSummary({ license }: { license: License }) {
  const { t } = useLingui();
  const moved = licensesMovedBy(license);
  const count = moved.length;
  const titles = moved.map(licenseTitle).join(', ');
  const family = productFamilyTitle(license.productFamily);
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Plural value={count} one="This license moves" other="These # licenses move" />
          </Title>
          <List spacing={4} aria-label={t`Licenses that move`}>
            {moved.map((entry) => (
              <List.Item key={entry.licenseNumber}>
                <Text span ff="monospace">
                  {entry.licenseNumber}
                </Text>{' '}
                — {licenseWithVersion(entry)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>What you give up</Trans>
          </Title>
          <List spacing={4}>
            <List.Item>
              <Plural
                value={count}
                one={`${titles}: you can no longer use or authorize it on any computer.`}
                other={`${titles}: you can no longer use or authorize them on any computer.`}
              />
            </List.Item>
            {moved.length > 1 ? (
              <List.Item>
                <Trans>
                  The upgrade history goes too: an upgrade cannot be kept without the licenses it
                  upgraded.
                </Trans>
              </List.Item>
            ) : null}
            <List.Item>
              <Plural
                value={count}
                one="A transfer cannot be undone: only the new owner could transfer it back."
                other="A transfer cannot be undone: only the new owner could transfer them back."
              />
            </List.Item>
          </List>
          <Anchor component={Link} to={productPath(license.productFamily)} size="sm">
            <Trans>See your {family}</Trans>
          </Anchor>
        </Stack>
      </Stack>
    </Paper>
  );
}
