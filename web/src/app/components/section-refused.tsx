import { Link } from 'react-router-dom';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import { AppLayout } from '../../components/layouts/app-layout.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { SignedInSession } from './require-session.tsx';
import '../../components/ui/button.css';

/**
 * A screen of a section the role does not have, opened by its address: one message and the way home,
 * never the screen's form (the server would refuse whatever it sent).
 */
export function SectionRefused({ session }: { session: SignedInSession }) {
  useDocumentTitle('No access');
  return (
    <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={session.project}>
      <section className="refused" data-testid="section-refused">
        <h1 className="refused__title" role="alert">
          {NO_SECTION_ACCESS}
        </h1>
        <p>
          <Link className="btn btn--primary" to="/app_home">
            Go to the home page
          </Link>
        </p>
      </section>
    </AppLayout>
  );
}
