import { describe, expect, it } from 'vitest';
import { documentedStatuses } from './documentedStatuses.ts';

describe('the documented statuses read at build time', () => {
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

  it('keeps each operation apart, across documents', () => {
    const one = `paths: { /a: { get: { operationId: getA, responses: { '401': {}, '500': {} } } } }`;
    const two = `paths: { /b: { delete: { operationId: deleteB, responses: { '204': {}, '422': {} } } } }`;
    expect(documentedStatuses([one, two])).toEqual(
      new Map([
        ['getA', [401, 500]],
        ['deleteB', [422]],
      ]),
    );
  });
});
