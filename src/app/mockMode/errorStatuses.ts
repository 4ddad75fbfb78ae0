/** The error statuses the scenario engine can answer (mocks/scenarios/grammar.ts). */
export const ERROR_STATUSES = [400, 401, 403, 404, 422, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
