import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '@/app/monitoring/monitoring.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** Errors thrown while loading or rendering a route: a 404 reads as not found, the rest as the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { phase: 'route' });
  }, [error, notFound]);
  return notFound ? <NotFoundScreen /> : <ErrorScreen />;
}
