import { type ReactNode, useState } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import './alert.css';
import './button.css';

export interface ManagementDialogProps {
  title: string;
  /** The toolbar button that opens the add form (Cancel while it is open). */
  addLabel: string;
  adding: boolean;
  setAdding: (adding: boolean) => void;
  /** The dialog's one message (an outcome or a failure), cleared when the add form opens or closes. */
  message: string | null;
  setMessage: (message: string | null) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The add form's open state and the message of a management dialog, handed to it whole. */
export function useManagementState() {
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return { adding, setAdding, message, setMessage };
}

/** A management dialog (users, projects): the add toggle, the message, then its lists and forms. */
export function ManagementDialog({
  title,
  addLabel,
  adding,
  setAdding,
  message,
  setMessage,
  onClose,
  children,
}: ManagementDialogProps) {
  const toggle = () => {
    setAdding(!adding);
    setMessage(null);
  };
  return (
    <Dialog title={title} size="lg" onClose={onClose} footer="close">
      <div className="toolbar">
        <Button variant={adding ? 'secondary' : 'primary'} onClick={toggle}>
          {adding ? 'Cancel' : addLabel}
        </Button>
      </div>
      <Alert message={message} scrollIntoView />
      {children}
    </Dialog>
  );
}
