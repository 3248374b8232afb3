import { Link, useSearchParams } from 'react-router-dom';
import { UnsubscribePanel } from '../../features/profile/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import '../../components/ui/button.css';
import '../components/error-screen.css';

/** /unsubscribe?token=: the footer link of every notification email; no sign-in needed. */
export function Component() {
  useDocumentTitle('Email notifications');
  const [params] = useSearchParams();
  return (
    <main className="error-screen" id="main">
      <h1 className="error-screen__title">Email notifications</h1>
      <UnsubscribePanel token={params.get('token') ?? ''} />
      <p className="error-screen__actions">
        <Link to="/">Go to Site Office</Link>
      </p>
    </main>
  );
}
