import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import './field.css';
import './dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned; 'close': one Close button that calls onClose. */
  footer?: ReactNode | 'close';
  /** sm: confirmations; md: forms; lg: the management dialogs (800px wide, at most 80vh tall). */
  size?: 'sm' | 'md' | 'lg';
  /** Escape closes unless a request is running. */
  dismissible?: boolean;
}

/**
 * A modal on the native <dialog> element: focus is kept inside, Escape closes, the page behind is inert.
 * Render it only while open (`{open && <Dialog …/>}`) so its state starts fresh each time.
 */
export function Dialog({ title, onClose, children, footer, size = 'md', dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The dialog leaves the page before it is closed, so the browser cannot give the focus back itself.
    const opener =
      document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement
        ? document.activeElement
        : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissibleRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener) setTimeout(() => opener.isConnected && opener.focus());
    };
  }, []);

  return (
    <dialog ref={ref} className={`dialog dialog--${size}`} aria-labelledby={titleId}>
      <div className="dialog__header">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
      </div>
      <div className="dialog__body">{children}</div>
      {footer ? (
        <div className="dialog__footer form__actions">
          {footer === 'close' ? (
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          ) : (
            footer
          )}
        </div>
      ) : null}
    </dialog>
  );
}
