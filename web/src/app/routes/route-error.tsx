import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen.tsx';

/** The router's errorElement: any error thrown while rendering or loading a screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen error={`${error.status} ${error.statusText}`} />;
  return <ErrorScreen error={error} />;
}
