import { focusPageHeading } from '../../lib/page-heading.ts';
import './skip-link.css';

/** The first tab stop of every page: past the navigation and the project search, to the page's heading. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link (href="#main" without script); the click is handled so the router never reads #main as a navigation
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        // The address keeps no #main: the router would read a hash change as a navigation.
        event.preventDefault();
        focusPageHeading();
      }}
    >
      Skip to content
    </a>
  );
}
