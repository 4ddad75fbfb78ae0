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
  const headingId = useId();
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
                license.version ? `Version ${license.version}` : null,
                license.registeredAt ? `registered ${formatDate(license.registeredAt)}` : null,
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
              Transfer
            </Button>
          ) : (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Not transferable
            </Badge>
          )}
        </Group>
        <Text size="sm">
          License number{' '}
          <Text span ff="monospace">
            {license.licenseNumber}
          </Text>
        </Text>
        {license.upgradedChain.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Upgraded from
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
