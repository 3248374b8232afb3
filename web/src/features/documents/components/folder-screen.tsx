import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROOT_FOLDER_ID, ROOT_FOLDER_NAME } from '#shared/documents.ts';
import type { DocumentFile, Folder } from '#shared/models/documents.ts';
import { canUseModule, type Role } from '#shared/roles.ts';
import { PageHeader } from '../../../components/layouts/app-layout.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { RESTORE_NOTE, recycleBinPath } from '../../../lib/recycle-bin.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { folderContentsOptions, mergePages, useFolderContents } from '../api/get-folder-contents.ts';
import type { AreaConfig } from '../config/areas.ts';
import { levelLine } from '../utils/folders.ts';
import { AreaHeading } from './area-heading.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { EditSubfoldersDialog } from './edit-subfolders-dialog.tsx';
import { FileTable } from './file-table.tsx';
import { FilesShown } from './files-shown.tsx';
import { DeletionList, useFolderDeletion } from './folder-deletion.tsx';
import { FolderGrid } from './folder-grid.tsx';
import { FollowButton } from './follow-button.tsx';
import { ImageViewerDialog } from './image-viewer-dialog.tsx';
import { MoveCopyDialog, type MoveCopyMode } from './move-copy-dialog.tsx';
import { PrintRequestDialog } from './print-request-dialog.tsx';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { UploadDialog } from './upload-dialog.tsx';
import { VersionsDialog } from './versions-dialog.tsx';
import '../../../components/ui/button.css';
import './folder-screen.css';

export const DELETE_FILE_QUESTION = 'Are you sure you want to delete this file?';

export interface FolderScreenSession {
  role: Role;
  userId: string | null;
  project: { id: string; name: string };
}

export interface FolderScreenProps {
  area: AreaConfig;
  /**
   * browser: the area's folder browser (/planfile_page, /marketing_folder, /construction_files_folder), with
   * 'Back to Parent'; contents: a folder's contents screen (/planfile_list/…), with 'Back'.
   */
  variant: 'browser' | 'contents';
  /** null: the area root. */
  folderId: string | null;
  session: FolderScreenSession;
}

const FOLDER_NOT_FOUND = 'Folder not found';

type Open =
  | { kind: 'upload' }
  | { kind: 'subfolders' }
  | { kind: 'move-copy'; mode: MoveCopyMode; file: DocumentFile }
  | { kind: 'print'; file: DocumentFile }
  | { kind: 'share'; file: DocumentFile }
  | { kind: 'image'; file: DocumentFile }
  | { kind: 'new-version'; file: DocumentFile }
  | { kind: 'versions'; file: DocumentFile };

/**
 * One screen for every folder view of the three areas (docs/requirements.md#folder-screens "Plan folder view", "Folder contents
 * screens", "Marketing and construction root screens"): title, breadcrumb, buttons, level line, folder
 * tiles, the file table with its row actions, and their dialogs.
 */
export function FolderScreen({ area, variant, folderId, session }: FolderScreenProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const projectId = session.project.id;
  const id = folderId ?? ROOT_FOLDER_ID;
  const isRoot = id === ROOT_FOLDER_ID;
  const query = useFolderContents(area.module, projectId, id);
  const contents = mergePages(query.data);
  const deleteFile = useDeleteFile();
  const deletion = useFolderDeletion();
  const [confirmDialog, confirm] = useConfirm();
  const toast = useToast();
  const [open, setOpen] = useState<Open | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const folder = contents?.folder;
  const folderName = isRoot ? null : (folder?.name ?? null);
  const level = isRoot ? null : (folder?.level ?? null);
  const crumbs = contents?.breadcrumbs ?? [];
  const parent = crumbs.length >= 2 ? crumbs[crumbs.length - 2] : undefined;
  const folderPath = variant === 'browser' ? (fid: string) => area.browsePath(fid) : area.contentsPath;
  const backPath = parent ? folderPath(parent._id) : area.rootPath;
  const targetName = folderName ?? ROOT_FOLDER_NAME;
  const copyTargets = area.copyTargets.filter((m) => canUseModule(session.role, m));

  const openFolder = async (f: Folder) => {
    setOpeningId(f._id);
    // The tile spins while the folder's first page loads; the next screen then opens with it.
    await queryClient.prefetchInfiniteQuery(folderContentsOptions(area.module, projectId, f._id));
    navigate(area.contentsPath(f._id));
  };

  const removeFile = async (file: DocumentFile) => {
    if (!(await confirm({ message: DELETE_FILE_QUESTION, note: RESTORE_NOTE, ...DELETE_ACTION }))) return;
    setFileError(null);
    try {
      await deleteFile.mutateAsync({ module: file.module, id: file._id });
    } catch (e) {
      const message = serverMessageOr(e, 'Failed to delete file');
      if (area.deleteErrorAs === 'alert') toast(message, 'error');
      else setFileError(message);
    }
  };

  const files = contents?.files ?? [];
  const subfolders = contents?.subfolders ?? [];
  const showFiles = variant === 'contents' || files.length > 0 || query.hasNextPage;
  const totalFiles = folder && 'fileCount' in folder ? folder.fileCount : undefined;

  // A folder that no longer exists (deleted, or a stale link): say so, and offer the way back to the
  // area root instead of a title, toolbar and buttons that would act on nothing.
  if (!isRoot && query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className="doc-screen" data-module={area.module} data-variant={variant}>
        <AreaHeading area={area} />
        <PageHeader title={area.title(session.project.name, FOLDER_NOT_FOUND)} />
        <Alert message={serverMessageOr(query.error, FOLDER_NOT_FOUND)} />
        <div className="toolbar doc-toolbar">
          <Link className="btn btn--secondary" to={area.rootPath}>
            Back to {area.areaName}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="doc-screen" data-module={area.module} data-variant={variant}>
      <AreaHeading area={area} />
      <PageHeader
        title={area.title(session.project.name, folderName)}
        actions={
          <>
            {isRoot ? null : <FollowButton folderId={id} userRole={session.role} />}
            <Link className="btn btn--secondary" to={recycleBinPath(projectId, area.module)}>
              Recycle Bin
            </Link>
          </>
        }
      />
      <Breadcrumbs
        crumbs={crumbs}
        rootPath={area.rootPath}
        folderPath={folderPath}
        lastPlain={area.breadcrumbLastPlain}
      />
      <div className="toolbar doc-toolbar">
        <Button onClick={() => setOpen({ kind: 'upload' })} disabled={!contents}>
          Upload File to {targetName}
        </Button>
        <Button variant="secondary" onClick={() => setOpen({ kind: 'subfolders' })} disabled={!contents}>
          Edit Subfolders
        </Button>
        {variant === 'contents' ? (
          <Button variant="secondary" onClick={() => navigate(backPath)}>
            Back
          </Button>
        ) : !isRoot ? (
          <Button variant="secondary" onClick={() => navigate(backPath)}>
            Back to Parent
          </Button>
        ) : null}
        {variant === 'browser' && isRoot ? (
          <span className="doc-toolbar__links">
            <Link className="btn btn--ghost" to={area.editFoldersPath}>
              {area.editFoldersTitle}
            </Link>
            <Link className="btn btn--ghost" to={area.uploadPagePath}>
              {area.uploadPageTitle}
            </Link>
          </span>
        ) : null}
      </div>

      <DeletionList deletions={deletion.deletions} onDismiss={deletion.dismiss} />

      {query.isPending ? (
        <p className="muted doc-loading" role="status">
          Loading...
        </p>
      ) : query.isError ? (
        <Alert message={serverMessageOr(query.error, 'Failed to load files and folders')} />
      ) : (
        <>
          <section className="doc-section" aria-label="Folders">
            <p className="level-line" data-testid="level-line">
              {levelLine(level, subfolders.length)}
            </p>
            <FolderGrid folders={subfolders} onOpen={openFolder} openingId={openingId} />
          </section>
          {showFiles ? (
            <section className="doc-section" aria-labelledby="files-title">
              <h2 className="doc-section__title" id="files-title">
                {variant === 'contents' ? 'Files' : `Files in ${targetName}`}
              </h2>
              <Alert message={fileError} variant="error" />
              <FileTable
                area={area}
                files={files}
                highlightId={searchParams.get('highlight')}
                onViewImage={(file) => setOpen({ kind: 'image', file })}
                onMove={(file) => setOpen({ kind: 'move-copy', mode: 'move', file })}
                onCopy={
                  copyTargets.length > 0 ? (file) => setOpen({ kind: 'move-copy', mode: 'copy', file }) : undefined
                }
                onPrint={(file) => setOpen({ kind: 'print', file })}
                onShare={(file) => setOpen({ kind: 'share', file })}
                onNewVersion={(file) => setOpen({ kind: 'new-version', file })}
                onVersions={(file) => setOpen({ kind: 'versions', file })}
                onDelete={removeFile}
                onError={setFileError}
              />
              <FilesShown query={query} shown={files.length} total={totalFiles} />
            </section>
          ) : null}
        </>
      )}

      {open?.kind === 'upload' ? (
        <UploadDialog
          area={area}
          projectId={projectId}
          folderId={id}
          folderName={targetName}
          existing={files}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'subfolders' ? (
        <EditSubfoldersDialog
          area={area}
          projectId={projectId}
          parent={isRoot || !folder ? null : { _id: folder._id, level: folder.level }}
          deletion={deletion}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'move-copy' ? (
        <MoveCopyDialog
          mode={open.mode}
          file={open.file}
          projectId={projectId}
          targets={open.mode === 'copy' ? copyTargets : [open.file.module]}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'print' ? <PrintRequestDialog file={open.file} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'share' ? (
        <ShareLinkDialog file={open.file} userId={session.userId} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'image' ? <ImageViewerDialog file={open.file} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'new-version' ? (
        <UploadDialog
          area={area}
          projectId={projectId}
          folderId={open.file.folderId}
          folderName={targetName}
          versionOf={open.file}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'versions' ? (
        <VersionsDialog file={open.file} projectId={projectId} onClose={() => setOpen(null)} />
      ) : null}
      {confirmDialog}
    </div>
  );
}
