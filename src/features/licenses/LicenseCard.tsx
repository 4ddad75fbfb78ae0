import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { License } from '@sdk/license/model';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';
import { formatDate } from '@/shared/format/format.ts';
import { isOfferedForTransfer, licenseTitle, licenseWithVersion } from './rules/licenseLabel.ts';

/** One license: its product, number and registration, and the licenses it was upgraded from. */
export function LicenseCard({ license }: { license: License }) {
  const { t } = useLingui();
  const headingId = useId();
  const { version, licenseNumber } = license;
  const registered = license.registeredAt ? formatDate(license.registeredAt) : null;
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {licenseTitle(license)}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                version ? t`Version ${version}` : null,
                registered ? t`registered ${registered}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {isOfferedForTransfer(license) ? (
            <Button
              component={Link}
              to={paths.transfer}
              variant="light"
              size="xs"
              style={{ flexShrink: 0 }}
              onClick={() => selectLicenseForTransfer(license.licenseNumber)}
            >
              <Trans>Transfer</Trans>
            </Button>
          ) : (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              <Trans>Not transferable</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Trans>
            License number{' '}
            <Text span ff="monospace">
              {licenseNumber}
            </Text>
          </Trans>
        </Text>
        {license.upgradedChain.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>Upgraded from</Trans>
            </Text>
            <List size="sm" spacing={2}>
              {license.upgradedChain.map((upgraded) => (
                <List.Item key={upgraded.licenseNumber}>
                  {licenseWithVersion(upgraded)} ·{' '}
                  <Text span ff="monospace" size="sm">
                    {upgraded.licenseNumber}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
