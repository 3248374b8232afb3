import { useEffect, useRef } from 'react';
import './alert.css';

export type AlertVariant = 'success' | 'error' | 'info' | 'warning';

/** The colours of each kind of message (base.css `tone--*`). */
const TONE: Record<AlertVariant, string> = { error: 'red', success: 'green', info: 'info', warning: 'warning' };

/** The classes of an alert box of a kind, for the few places that draw one without this component. */
export const alertClass = (variant: AlertVariant) => `alert alert--${variant} tone--${TONE[variant]}`;

/** The spec's rule: a message that contains 'success' is shown as a success, any other as an error. */
export function variantOf(message: string): AlertVariant {
  return message.toLowerCase().includes('success') ? 'success' : 'error';
}

export interface AlertProps {
  message: string | null | undefined;
  variant?: AlertVariant;
  className?: string;
  /** Bring the message into view when it changes (long, scrolled dialogs). */
  scrollIntoView?: boolean;
}

export function Alert({ message, variant, className, scrollIntoView = false }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView && message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, scrollIntoView]);
  if (!message) return null;
  const v = variant ?? variantOf(message);
  return (
    <div
      ref={ref}
      className={[alertClass(v), className ?? ''].filter(Boolean).join(' ')}
      role={v === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
