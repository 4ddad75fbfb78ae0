import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import type { QueryClient } from '@tanstack/react-query';
import {
  getListAuthorizedComputersQueryOptions,
  useListAuthorizedComputers,
} from '@sdk/license/operations/listAuthorizedComputers.ts';
import type { Computer } from '@sdk/license/model';
import { Suspense, useId, useRef, useState } from 'react';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { Link } from '@/shared/ui/Link.tsx';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/shared/format/format.ts';

// The confirmation's code (Mantine's Modal with its focus trap and scroll lock: 28 KB gzip) is
// fetched the first time a computer is chosen, not with the list (issue 32's first-load budget).
const { Part: DeauthorizeComputerModal } = lazyPart(
  () => import('./DeauthorizeComputerModal.tsx'),
  (module) => module.DeauthorizeComputerModal,
);

/** As the landing screen: the list is asked before the first render, which waits for it. */
export const prefetchAuthorizedComputersScreen = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getListAuthorizedComputersQueryOptions());

/** /authorized_computers: the computers the customer's licenses are authorized on. */
export function AuthorizedComputersScreen() {
  const { t } = useLingui();
  const computers = useListAuthorizedComputers();
  const [deauthorizing, setDeauthorizing] = useState<Computer | null>(null);
  // Once a computer has been chosen the dialog stays mounted, so that closing it still animates.
  const [chosen, setChosen] = useState(false);
  const choose = (computer: Computer) => {
    setChosen(true);
    setDeauthorizing(computer);
  };
  // The confirmed computer's card, with the button that opened the dialog, is gone: once the
  // dialog has closed, the focus goes to the screen's heading, at the top of the list it left.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const content = (
    <QueryList
      query={computers}
      failureTitle={t`Your computers could not be loaded`}
      loading={<FullScreenLoader label={t`Loading your computers`} />}
      empty={
        <Text>
          <Trans>
            None of your licenses is authorized on a computer. A product authorizes its computer the
            first time you sign in to it.
          </Trans>
        </Text>
      }
    >
      {(items) =>
        items.map((computer) => (
          <ComputerCard key={computer.id} computer={computer} onDeauthorize={choose} />
        ))
      }
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1}>
        <Trans>Authorized computers</Trans>
      </Title>
      <Text>
        <Trans>
          Each license can be used on the computers it is authorized on. Deauthorize a computer you
          no longer use to free its authorizations, or before you{' '}
          <Anchor component={Link} to={paths.transfer}>
            transfer a license
          </Anchor>
          .
        </Trans>
      </Text>
      {content}
      {chosen ? (
        <Suspense fallback={null}>
          <DeauthorizeComputerModal
            computer={deauthorizing}
            onClose={() => setDeauthorizing(null)}
            onDeauthorized={(computer) => {
              const name = computer.name;
              focusHeading.current = true;
              setDeauthorizing(null);
              notifications.show({
                color: 'green',
                title: t`Computer deauthorized`,
                message: t`${name} is no longer authorized for your licenses.`,
              });
            }}
            onClosed={() => {
              if (focusHeading.current) heading.current?.focus();
              focusHeading.current = false;
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function ComputerCard({
  computer,
  onDeauthorize,
}: {
  computer: Computer;
  onDeauthorize: (computer: Computer) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const name = computer.name;
  const authorized = formatDate(computer.authorizedAt);
  const lastSeen = computer.lastSeenAt ? formatDate(computer.lastSeenAt) : null;
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {computer.name}
            </Title>
            <Text size="sm" c="dimmed">
              {computer.operatingSystem}
            </Text>
          </Stack>
          <Button
            variant="light"
            color="red"
            size="xs"
            style={{ flexShrink: 0 }}
            onClick={() => onDeauthorize(computer)}
          >
            <Trans>Deauthorize</Trans>
          </Button>
        </Group>
        <Text size="sm">
          {lastSeen
            ? t`Authorized ${authorized} · last seen ${lastSeen}`
            : t`Authorized ${authorized} · not seen since it was authorized`}
        </Text>
        <List size="sm" spacing={2} aria-label={t`Products authorized on ${name}`}>
          {computer.productNames.map((productName, index) => (
            <List.Item key={computer.licenseNumbers[index] ?? productName}>
              {productName}
              {computer.licenseNumbers[index] ? (
                <Text span size="sm" c="dimmed" ff="monospace">
                  {' '}
                  {computer.licenseNumbers[index]}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
