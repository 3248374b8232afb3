import '../../components/ui/button.css';
import './error-screen.css';
/** What an unhandled rendering error shows (docs/requirements.md#route-guards). Plain links: it may be drawn outside the router. */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return (
    <main className="error-screen" role="alert">
      <h1 className="error-screen__title">Unexpected Application Error!</h1>
      {detail ? <p className="error-screen__detail">{detail}</p> : null}
      <p className="error-screen__actions">
        <a className="btn btn--primary" href={globalThis.location?.pathname ?? '/'}>
          Reload
        </a>
        <a className="btn btn--secondary" href="/">
          Back to login
        </a>
      </p>
    </main>
  );
}
