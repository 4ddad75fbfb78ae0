import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AccountProfile } from '@sdk/account/model';
import { EditForm, useEditFormsOnIntent, useFormInPlace } from './editForms.tsx';
import { businessLines, postalAddressLines } from './rules/savedAddress.ts';
import looks from '@/shared/ui/mantineLooks.module.css';

/**
 * The saved postal address as an envelope shows it, with the business details when there are
 * some (company above, VAT ID below, as an invoice prints them); Edit opens the form in its place.
 */
export function PostalAddressSection({
  userId,
  profile,
}: {
  userId: number;
  profile: AccountProfile;
}) {
  const { t } = useLingui();
  const { isOpen, open, close, opener } = useFormInPlace();
  const intent = useEditFormsOnIntent();
  const lines = postalAddressLines(profile);
  const { company, vatId } = businessLines(profile);

  return (
    <section className={looks.paper} aria-labelledby="address-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="address-heading">
          <Trans>Postal address</Trans>
        </Title>
        {isOpen ? (
          <EditForm name={t`address form`}>
            {({ AddressForm }) => <AddressForm userId={userId} profile={profile} onClose={close} />}
          </EditForm>
        ) : (
          <>
            {lines.length > 0 ? (
              <Box component="address" fs="normal">
                {company ? <Text fw={500}>{company}</Text> : null}
                {lines.map((line, index) => (
                  <Text key={index}>{line}</Text>
                ))}
                {vatId ? <Text>{vatId}</Text> : null}
              </Box>
            ) : (
              <Text c="dimmed">
                <Trans>No postal address saved yet.</Trans>
              </Text>
            )}
            <Group>
              <Button variant="default" ref={opener} onClick={open} {...intent}>
                {lines.length > 0 ? t`Edit address` : t`Add an address`}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </section>
  );
}
