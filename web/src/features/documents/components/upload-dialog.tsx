import { useEffect, useId, useRef, useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import { FILE_AND_AUTHOR_REQUIRED } from '#shared/schemas/files.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { AreaConfig } from '../config/areas.ts';
import { UPLOAD_SUCCESS_CLOSE_MS } from '../config/limits.ts';
import { UploadForm, type UploadFormMessage, type UploadFormValues } from './upload-form.tsx';
import { outcomeMessage, useUploadQueue } from './use-upload-queue.ts';
import '../../../components/ui/field.css';
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
  const formId = useId();
  const [note, setNote] = useState('');
  const [choices, setChoices] = useState<Record<string, SameName>>({});
  const [succeeded, setSucceeded] = useState(false);
  const queue = useUploadQueue();

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => onCloseRef.current(), UPLOAD_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const clashesOf = (files: readonly File[]) => (versionOf ? [] : files.filter((f) => sameNamed(existing, f)));

  const upload = async ({ files, author }: UploadFormValues): Promise<UploadFormMessage | null> => {
    const undecided = clashesOf(files).find((f) => !choices[f.name]);
    if (undecided) return { text: `Choose for ${undecided.name}: add it as a new version, or keep both.`, ok: false };
    const outcome = await queue.run(files, {
      module: area.module,
      projectId,
      folderId,
      author,
      versionOf: (file) =>
        versionOf?._id ?? (choices[file.name] === 'version' ? sameNamed(existing, file)?._id : undefined),
      ...(note.trim() && { versionNote: note.trim() }),
    });
    const result = outcomeMessage(outcome, files.length);
    setSucceeded(result?.ok === true);
    return result;
  };

  const close = () => {
    queue.cancel();
    onClose();
  };

  const sameNameChoices = (files: readonly File[]) => {
    const clashes = clashesOf(files);
    return (
      <>
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
      </>
    );
  };

  return (
    <Dialog
      title={versionOf ? `Upload new version of ${versionOf.original_name}` : `Upload File to ${folderName}`}
      onClose={close}
      footer={
        <DialogActions label="Upload File" onCancel={close} form={formId} busy={queue.running} disabled={succeeded} />
      }
    >
      <UploadForm
        id={formId}
        rules={{ required: FILE_AND_AUTHOR_REQUIRED, needsFolder: false, typesOnly: false }}
        authorLabel="Author"
        // A new version is by the same author as the file, unless changed; a new file starts empty.
        defaultAuthor={versionOf?.author ?? ''}
        multiple={!versionOf}
        running={queue.running}
        items={queue.items}
        onFilesChosen={() => {
          queue.reset();
          setSucceeded(false);
        }}
        onUpload={upload}
        extra={sameNameChoices}
      />
    </Dialog>
  );
}
