import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStandaloneType, STANDALONE_EXTENSIONS } from '#shared/documents.ts';
import { FOLDER_FILE_AND_AUTHOR_REQUIRED, STANDALONE_TYPES_ONLY } from '#shared/schemas/files.ts';
import { PageHeader } from '../../../components/layouts/app-layout.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useFolderTree } from '../api/get-folders.ts';
import type { AreaConfig } from '../config/areas.ts';
import { folderOptionLabel } from '../utils/folders.ts';
import { AreaHeading } from './area-heading.tsx';
import { UploadList } from './upload-list.tsx';
import { outcomeMessage, refusedUpFront, useUploadQueue } from './use-upload-queue.ts';
import '../../../components/ui/field.css';
import './folder-screen.css';
import './upload-page.css';

export const STANDALONE_ACCEPT = STANDALONE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The upload pages: 'Upload Plan File' (any file type) and the standalone 'Upload Marketing File' /
 * 'Upload Construction Files' (only .pdf .jpg .jpeg .png, checked by the server as well).
 */
export function UploadPage({ area, projectId }: { area: AreaConfig; projectId: string }) {
  const navigate = useNavigate();
  const tree = useFolderTree(area.module, projectId);
  const queue = useUploadQueue();
  const [folderId, setFolderId] = useState('');
  const [author, setAuthor] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderFieldId = useId();
  const authorId = useId();
  const fileId = useId();
  const limited = area.uploadPageTypesLimited;

  const submit = async () => {
    const name = author.trim();
    if (!folderId || files.length === 0 || !name) {
      setMessage({ text: FOLDER_FILE_AND_AUTHOR_REQUIRED, ok: false });
      return;
    }
    if (limited && files.some((f) => !isStandaloneType(f.name))) {
      setMessage({ text: STANDALONE_TYPES_ONLY, ok: false });
      return;
    }
    const refused = refusedUpFront(files);
    if (refused) {
      setMessage({ text: refused, ok: false });
      return;
    }
    setMessage(null);
    const outcome = await queue.run(files, {
      module: area.module,
      projectId,
      folderId,
      author: name,
      source: limited ? 'standalone' : 'folder',
    });
    const result = outcomeMessage(outcome, files.length);
    setMessage(result);
    if (result?.ok) {
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="doc-screen" data-module={area.module}>
      <AreaHeading area={area} />
      <PageHeader title={area.uploadPageTitle} />
      <form
        className="panel upload-page form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={folderFieldId}>
            Select Folder
          </label>
          <select
            id={folderFieldId}
            className="input select"
            value={folderId}
            disabled={queue.running}
            onChange={(e) => setFolderId(e.target.value)}
          >
            <option value="">-- Select Folder --</option>
            {(tree.data ?? []).map((f) => (
              <option key={f._id} value={f._id}>
                {folderOptionLabel(f)}
              </option>
            ))}
          </select>
          {tree.isError ? (
            <Alert message={serverMessageOr(tree.error, 'Failed to load folders')} variant="error" />
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={authorId}>
            {area.uploadPageAuthorLabel}
          </label>
          <input
            id={authorId}
            className="input"
            value={author}
            maxLength={200}
            placeholder="e.g. Project Manager"
            disabled={queue.running}
            onChange={(e) => setAuthor(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            Select File
          </label>
          <input
            ref={fileInput}
            id={fileId}
            className="file-input"
            type="file"
            accept={limited ? STANDALONE_ACCEPT : undefined}
            multiple={area.uploadPageMultiple}
            disabled={queue.running}
            onChange={(e) => {
              setFiles([...(e.target.files ?? [])]);
              queue.reset();
              setMessage(null);
            }}
          />
          {limited ? <div className="field__hint">PDF, JPG, PNG</div> : null}
        </div>
        <UploadList items={queue.items} />
        <Alert message={message?.text} variant={message ? (message.ok ? 'success' : 'error') : undefined} />
        <div className="form__actions form__actions--start">
          <Button type="submit" busy={queue.running}>
            {area.uploadPageButton}
          </Button>
          <Button variant="secondary" onClick={() => navigate(area.rootPath)}>
            Back
          </Button>
        </div>
      </form>
    </div>
  );
}
