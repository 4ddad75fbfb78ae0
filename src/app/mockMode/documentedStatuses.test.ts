import { describe, expect, it } from 'vitest';
import { MOCK_OPERATIONS } from '@mocks/scenarios/operations.ts';
import { documentedStatuses, statusesOf } from './documentedStatuses.ts';

describe('the error statuses the documents list per operation', () => {
  it.each([
    ['listOrders', [400, 401, 403, 500]],
    ['getReceiptPdf', [401, 403, 404, 500]],
    ['cancelSubscription', [400, 401, 403, 404, 500]],
    ['transferLicenses', [400, 401, 403, 422, 500]],
  ])('%s: %j', (operationId, statuses) => {
    expect(statusesOf(operationId)).toEqual(statuses);
  });

  it('knows every operation the mock backend answers', () => {
    const unknown = MOCK_OPERATIONS.filter(
      ({ operationId }) => statusesOf(operationId).length === 0,
    );
    expect(unknown).toEqual([]);
  });

  it('reads only the statuses a scenario can answer, from any document', () => {
    const document = `
paths:
  /things:
    parameters: []
    get:
      operationId: listThings
      responses:
        '200': { description: ok }
        '304': { description: not modified }
        '404': { description: none }
        '503': { description: down }
`;
    expect(documentedStatuses([document])).toEqual(new Map([['listThings', [404]]]));
  });
});
