import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type AlertVariant, variantOf } from './alert.tsx';
import './toast.css';

interface Toast {
  id: number;
  text: string;
  variant: AlertVariant;
}

type Show = (text: string, variant?: AlertVariant) => void;

const ToastContext = createContext<Show | null>(null);

/** How long a success stays; an error stays until it is dismissed (it may need reading twice). */
const SUCCESS_MS = 5000;

/**
 * The app's messages that are not tied to a form: successes and refusals that used to be the browser's
 * own message boxes. One live region for the whole app, announced to screen readers.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const seq = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<Show>(
    (text, variant) => {
      const toast = { id: ++seq.current, text, variant: variant ?? variantOf(text) };
      setToasts((list) => [...list.slice(-3), toast]);
      if (toast.variant !== 'error') setTimeout(() => dismiss(toast.id), SUCCESS_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toasts" aria-label="Notifications">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.variant}`} role={t.variant === 'error' ? 'alert' : 'status'}>
            <span className="toast__text">{t.text}</span>
            <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** `toast('Print request submitted successfully!')`: the variant follows the spec's 'success' rule. */
export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider (web/src/app/provider.tsx)');
  return show;
}
