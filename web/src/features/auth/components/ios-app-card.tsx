import iosApp from 'virtual:ios-app-qr';
import { AppStoreBadge } from './app-store-badge.tsx';
import { QrCode } from './qr-code.tsx';
import './ios-app-card.css';

/** The login page's announcement of the companion iOS site app (docs/requirements.md#login-page). */
export function IosAppCard() {
  return (
    <section className="ios-card" aria-labelledby="ios-card-title">
      <p className="ios-card__eyebrow">New · iOS site app</p>
      <h2 className="ios-card__title" id="ios-card-title">
        Take the site office with you
      </h2>
      <p className="ios-card__text">
        With our iOS app, site teams share updates, give feedback and read construction documents in real time.
      </p>
      <div className="ios-card__actions cluster">
        <a className="ios-card__badge" href={iosApp.url} target="_blank" rel="noopener noreferrer">
          <AppStoreBadge />
        </a>
        <figure className="ios-card__qr">
          <QrCode modules={iosApp.size} d={iosApp.d} size={112} label="QR code to download the iOS app" />
          <figcaption>Scan with your iPhone camera</figcaption>
        </figure>
      </div>
    </section>
  );
}
