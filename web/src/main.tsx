import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/start.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The service worker keeps the app and the site report working without a connection
// (docs/architecture.md#the-site-report-works-offline); only the built app has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online only.
    });
  });
}

void startApp(createRoot(container));
