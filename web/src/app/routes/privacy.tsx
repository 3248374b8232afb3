import { Link } from 'react-router-dom';
import { PrivacyPolicy } from '../../features/auth/components/privacy-policy.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import './privacy.css';

export function Component() {
  useDocumentTitle('Privacy Policy');
  return (
    <main className="doc-page" id="main">
      <Link className="back-link" to="/">
        ← Back to login
      </Link>
      <PrivacyPolicy />
      <Link className="back-link" to="/">
        ← Back to login
      </Link>
    </main>
  );
}
