import { describe, expect, it } from 'vitest';
import { MOCK_OPERATIONS } from '@mocks/scenarios/operations.ts';
import { statusesOf } from './documentedStatuses.ts';

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
});
