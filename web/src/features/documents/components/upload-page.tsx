import { useNavigate } from 'react-router-dom';
import { STANDALONE_EXTENSIONS } from '#shared/documents.ts';
import { FOLDER_FILE_AND_AUTHOR_REQUIRED } from '#shared/schemas/files.ts';
import { PageHeader } from '../../../components/layouts/app-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useFolderTree } from '../api/get-folders.ts';
import type { AreaConfig } from '../config/areas.ts';
import { folderOptionLabel } from '../utils/folders.ts';
import { AreaHeading } from './area-heading.tsx';
import { UploadForm, type UploadFormValues } from './upload-form.tsx';
import { outcomeMessage, useUploadQueue } from './use-upload-queue.ts';
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
  const limited = area.uploadPageTypesLimited;

  const upload = async ({ files, author, folderId }: UploadFormValues) => {
    const outcome = await queue.run(files, {
      module: area.module,
      projectId,
      folderId,
      author,
      source: limited ? 'standalone' : 'folder',
    });
    return outcomeMessage(outcome, files.length);
  };

  return (
    <div className="doc-screen" data-module={area.module}>
      <AreaHeading area={area} />
      <PageHeader title={area.uploadPageTitle} />
      <UploadForm
        className="panel upload-page form"
        rules={{ required: FOLDER_FILE_AND_AUTHOR_REQUIRED, needsFolder: true, typesOnly: limited }}
        folders={{
          options: (tree.data ?? []).map((f) => ({ value: f._id, label: folderOptionLabel(f) })),
          error: tree.isError ? serverMessageOr(tree.error, 'Failed to load folders') : undefined,
        }}
        authorLabel={area.uploadPageAuthorLabel}
        authorPlaceholder="e.g. Project Manager"
        accept={limited ? STANDALONE_ACCEPT : undefined}
        fileHint={limited ? 'PDF, JPG, PNG' : undefined}
        multiple={area.uploadPageMultiple}
        running={queue.running}
        items={queue.items}
        onFilesChosen={queue.reset}
        onUpload={upload}
        clearOnSuccess
        actions={
          <div className="form__actions form__actions--start">
            <Button type="submit" busy={queue.running}>
              {area.uploadPageButton}
            </Button>
            <Button variant="secondary" onClick={() => navigate(area.rootPath)}>
              Back
            </Button>
          </div>
        }
      />
    </div>
  );
}
