import { alertClass } from './alert.tsx';
import { StatusText } from './status-text.tsx';
import './alert.css';

/**
 * What a query that has not answered says instead of its data: the loading line while it runs, the failure
 * as an alert. Draw it while `isPending || isError`; the data takes its place afterwards.
 */
export function QueryStatus({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  loading: string;
  /** The failure's words (the server's reason or the screen's fallback). */
  failed: string;
}) {
  if (query.isPending) return <StatusText>{loading}</StatusText>;
  return (
    <p className={alertClass('error')} role="alert">
      {failed}
    </p>
  );
}
