import type { ServiceName } from '@/config/env.ts';
import { errorFromResponse } from '../http.ts';

/** A request to a service, as the errors of the HTTP layer carry it (for the mapper's tests). */
export const requestContext = (service: ServiceName) => ({
  service,
  method: 'POST',
  url: `https://x.test/${service}`,
});

/** The typed error a service's answer becomes, as the HTTP layer makes it. */
export const fromServer = (service: ServiceName, status: number, body: unknown) =>
  errorFromResponse(requestContext(service), status, body);
