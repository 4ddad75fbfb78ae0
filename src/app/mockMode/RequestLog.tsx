import { Table, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { loggedCalls, type LoggedCall, onCallLogged } from '@mocks/browser.ts';

const statusText = ({ status }: LoggedCall) => (status === null ? '…' : String(status));

/** The last calls to the mock services, newest first, with the scenario that shaped each. */
export function RequestLog() {
  const calls = useSyncExternalStore(onCallLogged, loggedCalls);
  if (calls.length === 0) return <Text size="xs">No calls yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={0} mah={220} type="native">
      <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} aria-label="Request log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Operation</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>ms</Table.Th>
            <Table.Th>Scenario</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.toReversed().map((call) => (
            <Table.Tr key={call.id}>
              <Table.Td title={`${call.method} ${call.path}`}>
                {call.operationId}
                <Text span size="xs" c="dimmed" display="block">
                  {call.method} {call.path}
                </Text>
              </Table.Td>
              <Table.Td>{statusText(call)}</Table.Td>
              <Table.Td>{call.durationMs ?? ''}</Table.Td>
              <Table.Td>{call.scenario ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
