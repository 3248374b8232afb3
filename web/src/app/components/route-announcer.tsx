import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusPageHeading, pageHeading } from '../../lib/page-heading.ts';

/** How long a new page may take to draw its heading (a file's name arrives with its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * On every route change: focus moves to the new page's main heading and its title is read out by a
 * polite live region (docs/architecture.md#focus-and-announcements-on-a-new-page). Not on the first
 * load (the browser reads the title itself), nor when a screen only rewrites its own query string in
 * place (the schedules keep their view in it). `arrivedFrom`: the page shown before the router started (the
 * sign-in page, drawn without it): the first screen is then a new page like any other.
 */
export function RouteAnnouncer({ arrivedFrom }: { arrivedFrom?: string | undefined }) {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState('');
  const shown = useRef<{ pathname: string; search: string } | null>(
    arrivedFrom === undefined ? null : { pathname: arrivedFrom, search: '' },
  );

  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, search };
    if (!previous) return;
    const samePage = previous.pathname === pathname;
    if (samePage && (previous.search === search || navigationType === 'REPLACE')) return;

    // The new screen is drawn in the same commit as the new address, but its heading may wait for data.
    const arrive = (): boolean => {
      if (!pageHeading() || !focusPageHeading()) return false;
      setMessage(document.title);
      return true;
    };
    setMessage('');
    if (arrive()) return;
    const observer = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, search, navigationType]);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
