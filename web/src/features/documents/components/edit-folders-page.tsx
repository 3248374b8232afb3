import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import type { Folder } from '#shared/models/documents.ts';
import { PageHeader } from '../../../components/layouts/app-layout.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/form-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useFolderChildren, useFolderTree } from '../api/get-folders.ts';
import type { AreaConfig } from '../config/areas.ts';
import { canHoldSubfolders, folderNameForm, folderOptionLabel } from '../utils/folders.ts';
import { AreaHeading } from './area-heading.tsx';
import { DeletionList, useFolderDeletion } from './folder-deletion.tsx';
import { FolderNameEditor } from './folder-name-editor.tsx';
import '../../../components/ui/field.css';
import './file-table.css';
import './folder-screen.css';
import { useFolderRename } from './use-folder-rename.ts';
import './edit-folders-page.css';

export const DELETE_FOLDER_QUESTION = 'Are you sure you want to delete this folder?';
export const deleteNamedFolderQuestion = (name: string) => `Are you sure you want to delete folder "${name}"?`;

/** A new folder: its name, and its parent on the plan page ('' is the root level). */
const newFolderForm = z.extend(folderNameForm, { parentId: z.string() });

/** Indent of the Edit Plan Folders hierarchy (docs/requirements.md#folder-management-pages). */
export const INDENT_PX_PER_LEVEL = 20;

export interface EditFoldersPageProps {
  area: AreaConfig;
  projectId: string;
}

/**
 * Edit Plan Folders (a hierarchy, indented 20px per level, with an optional parent of level 1 or 2) and the
 * flat pages 'Edit Marketing Folders' / 'Manage Construction Folders' (level 1 folders in one table).
 */
export function EditFoldersPage({ area, projectId }: EditFoldersPageProps) {
  const navigate = useNavigate();
  const hierarchy = area.editFoldersKind === 'hierarchy';
  const tree = useFolderTree(area.module, projectId);
  const flat = useFolderChildren(area.module, projectId, null, !hierarchy);
  const list = hierarchy ? tree : flat;
  const create = useCreateFolder();
  const deletion = useFolderDeletion();
  const [confirmDialog, confirm] = useConfirm();
  const form = useZodForm(newFolderForm, { defaultValues: { name: '', parentId: '' } });
  const [error, setError] = useState<string | null>(null);
  const renameFolder = useFolderRename(area.module, projectId, setError);

  const folders = list.data ?? [];
  const parents = (tree.data ?? []).filter((f) => canHoldSubfolders(f.level));

  const add = form.handleSubmit(async ({ name, parentId }) => {
    if (name === '') return;
    setError(null);
    try {
      await create.mutateAsync({ name, module: area.module, projectId, parentId: parentId || null });
      form.resetField('name');
    } catch (e) {
      setError(serverMessageOr(e, 'Failed to create folder'));
    }
  });

  const removeFolder = async (folder: Folder) => {
    const question = hierarchy ? DELETE_FOLDER_QUESTION : deleteNamedFolderQuestion(folder.name);
    if (!(await confirm({ message: question, note: RESTORE_NOTE, ...DELETE_ACTION }))) return;
    await deletion.remove(folder);
    if (form.getValues('parentId') === folder._id) form.setValue('parentId', '');
  };

  const editor = (folder: Folder) => (
    <FolderNameEditor
      name={folder.name}
      meta={
        hierarchy ? (
          <>
            <span className="tag level-badge">Level {folder.level}</span>
            <span>
              {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
            </span>
          </>
        ) : undefined
      }
      onRename={(newName) => renameFolder(folder, newName)}
      onDelete={() => void removeFolder(folder)}
    />
  );

  return (
    <div className="doc-screen" data-module={area.module}>
      <AreaHeading area={area} />
      <PageHeader title={area.editFoldersTitle} />
      <form className="panel folder-add" onSubmit={add} noValidate>
        <div className="folder-add__fields">
          <FormTextField
            form={form}
            name="name"
            label={hierarchy ? 'Folder Name' : 'New Folder Name'}
            maxLength={200}
            placeholder="Enter folder name"
          />
          {hierarchy ? (
            <FormSelectField
              form={form}
              name="parentId"
              label="Parent Folder (optional)"
              placeholder="Root level"
              options={parents.map((f) => ({ value: f._id, label: folderOptionLabel(f) }))}
            />
          ) : null}
        </div>
        <div className="folder-add__actions">
          <Button type="submit" busy={create.isPending}>
            {hierarchy ? 'Add Folder' : 'Create Folder'}
          </Button>
          <Button variant="secondary" onClick={() => navigate(area.rootPath)}>
            Back
          </Button>
        </div>
      </form>

      <Alert message={error ?? deletion.error} variant="error" />
      <DeletionList deletions={deletion.deletions} onDismiss={deletion.dismiss} />

      {list.isPending ? (
        <p className="muted">Loading...</p>
      ) : list.isError ? (
        <Alert message={serverMessageOr(list.error, 'Failed to fetch folders')} variant="error" />
      ) : folders.length === 0 ? (
        <p className="empty">No folders found</p>
      ) : hierarchy ? (
        <ul className="rows folder-tree" aria-label="Folders">
          {folders.map((folder) => (
            <li
              key={folder._id}
              className="row"
              data-folder-id={folder._id}
              data-level={folder.level}
              style={{ paddingLeft: 14 + INDENT_PX_PER_LEVEL * (folder.level - 1) }}
            >
              {editor(folder)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="file-table-scroll table-scroll">
          <table className="folder-table">
            <thead className="table-head">
              <tr>
                <th scope="col">Folder Name &amp; Actions</th>
              </tr>
            </thead>
            <tbody>
              {folders.map((folder) => (
                <tr key={folder._id} data-folder-id={folder._id}>
                  <td>{editor(folder)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
