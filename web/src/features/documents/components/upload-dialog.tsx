import { useEffect, useId, useRef, useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import { FILE_AND_AUTHOR_REQUIRED } from '#shared/schemas/files.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { AreaConfig } from '../config/areas.ts';
import { UPLOAD_SUCCESS_CLOSE_MS } from '../config/limits.ts';
import { UploadList } from './upload-list.tsx';
import { outcomeMessage, refusedUpFront, useUploadQueue } from './use-upload-queue.ts';
import '../../../components/ui/field.css';
import './upload-page.css';
import './upload-dialog.css';

export interface UploadDialogProps {
  area: AreaConfig;
  projectId: string;
  /** A folder id, or 'root'. */
  folderId: string;
  folderName: string;
  /** Files already in the folder: a file of the same name asks whether it is a new version of it. */
  existing?: readonly DocumentFile[];
  /** Upload one new version of this file (row menu "Upload new version"). */
  versionOf?: DocumentFile;
  onClose: () => void;
}

type SameName = 'version' | 'both';

/** The folder's file of the same name, if any (the newest, when several share it). */
function sameNamed(existing: readonly DocumentFile[], file: File): DocumentFile | undefined {
  return [...existing].reverse().find((e) => e.original_name === file.name);
}

/**
 * Upload dialog of the folder screens: Select File (several allowed, any type) and Author. Success shows
 * 'File uploaded successfully!' and closes after 2 seconds (the list reloads); an error stays on screen.
 */
export function UploadDialog({
  area,
  projectId,
  folderId,
  folderName,
  existing = [],
  versionOf,
  onClose,
}: UploadDialogProps) {
  const fileInputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  // A new version is by the same author as the file, unless changed; a new file starts empty.
  const [author, setAuthor] = useState(versionOf?.author ?? '');
  const [note, setNote] = useState('');
  const [choices, setChoices] = useState<Record<string, SameName>>({});
  const clashes = versionOf ? [] : files.filter((f) => sameNamed(existing, f));
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
    const refused = refusedUpFront(files);
    if (refused) {
      setMessage({ text: refused, ok: false });
      return;
    }
    const undecided = clashes.find((f) => !choices[f.name]);
    if (undecided) {
      setMessage({ text: `Choose for ${undecided.name}: add it as a new version, or keep both.`, ok: false });
      return;
    }
    setMessage(null);
    const outcome = await queue.run(files, {
      module: area.module,
      projectId,
      folderId,
      author: name,
      versionOf: (file) =>
        versionOf?._id ?? (choices[file.name] === 'version' ? sameNamed(existing, file)?._id : undefined),
      ...(note.trim() && { versionNote: note.trim() }),
    });
    setMessage(outcomeMessage(outcome, files.length));
  };

  const close = () => {
    queue.cancel();
    onClose();
  };

  return (
    <Dialog
      title={versionOf ? `Upload new version of ${versionOf.original_name}` : `Upload File to ${folderName}`}
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
            multiple={!versionOf}
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
        {clashes.map((file) => (
          <fieldset key={file.name} className="same-name">
            <legend>{file.name} is already in this folder</legend>
            {(
              [
                ['version', `Add as new version of ${file.name}`],
                ['both', 'Keep both'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="same-name__choice">
                <input
                  type="radio"
                  name={`same-name-${file.name}`}
                  value={value}
                  checked={choices[file.name] === value}
                  disabled={queue.running}
                  onChange={() => setChoices((c) => ({ ...c, [file.name]: value }))}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        ))}
        {versionOf || clashes.some((f) => choices[f.name] === 'version') ? (
          <TextField
            label="Version note"
            hint="Optional, e.g. Rev C, issued for construction"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            disabled={queue.running}
            autoComplete="off"
          />
        ) : null}
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
