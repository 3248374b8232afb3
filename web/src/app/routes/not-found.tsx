import { Link } from 'react-router-dom';
import '../../components/ui/button.css';
import '../components/error-screen.css';

export function Component() {
  return (
    <main className="error-screen">
      <h1 className="error-screen__title">Page not found</h1>
      <p className="error-screen__detail">There is nothing at this address.</p>
      <p className="error-screen__actions">
        <Link className="btn btn--primary" to="/app_home">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
