import { useEffect, useId, useRef, useState } from 'react';
import { FILE_AND_AUTHOR_REQUIRED } from '#shared/schemas/files.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { AreaConfig } from '../config/areas.ts';
import { UPLOAD_SUCCESS_CLOSE_MS } from '../config/limits.ts';
import { UploadList } from './upload-list.tsx';
import { outcomeMessage, useUploadQueue } from './use-upload-queue.ts';

export interface UploadDialogProps {
  area: AreaConfig;
  projectId: string;
  /** A folder id, or 'root'. */
  folderId: string;
  folderName: string;
  onClose: () => void;
}

/**
 * Upload dialog of the folder screens: Select File (several allowed, any type) and Author. Success shows
 * 'File uploaded successfully!' and closes after 2 seconds (the list reloads); an error stays on screen.
 */
export function UploadDialog({ area, projectId, folderId, folderName, onClose }: UploadDialogProps) {
  const fileInputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [author, setAuthor] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const queue = useUploadQueue();
  const succeeded = message?.ok === true;

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => onCloseRef.current(), UPLOAD_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const submit = async () => {
    const name = author.trim();
    if (files.length === 0 || !name) {
      setMessage({ text: FILE_AND_AUTHOR_REQUIRED, ok: false });
      return;
    }
    setMessage(null);
    const outcome = await queue.run(files, { module: area.module, projectId, folderId, author: name });
    setMessage(outcomeMessage(outcome, files.length));
  };

  const close = () => {
    queue.cancel();
    onClose();
  };

  return (
    <Dialog
      title={`Upload File to ${folderName}`}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} busy={queue.running} disabled={succeeded}>
            Upload File
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={fileInputId}>
            Select File
          </label>
          <input
            id={fileInputId}
            className="file-input"
            type="file"
            multiple
            disabled={queue.running}
            onChange={(e) => {
              setFiles([...(e.target.files ?? [])]);
              queue.reset();
              setMessage(null);
            }}
          />
        </div>
        <TextField
          label="Author"
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          disabled={queue.running}
          autoComplete="off"
        />
      </form>
      <UploadList items={queue.items} />
      <Alert
        message={message?.text}
        variant={message ? (message.ok ? 'success' : 'error') : undefined}
        scrollIntoView
      />
    </Dialog>
  );
}
