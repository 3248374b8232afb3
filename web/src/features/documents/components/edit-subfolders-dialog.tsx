import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useFolderChildren } from '../api/get-folders.ts';
import type { AreaConfig } from '../config/areas.ts';
import { canHoldSubfolders, folderNameForm } from '../utils/folders.ts';
import { DeletionList, type useFolderDeletion } from './folder-deletion.tsx';
import { FolderNameEditor } from './folder-name-editor.tsx';
import '../../../components/ui/field.css';
import './edit-folders-page.css';
import { useFolderRename } from './use-folder-rename.ts';
import './edit-subfolders-dialog.css';

export const DELETE_SUBFOLDER_QUESTION = 'Are you sure you want to delete this subfolder and all its contents?';

export interface EditSubfoldersDialogProps {
  area: AreaConfig;
  projectId: string;
  /** The folder whose subfolders are edited; null at the root (level 1 folders). */
  parent: { _id: string; level: number } | null;
  deletion: ReturnType<typeof useFolderDeletion>;
  onClose: () => void;
}

/** Add, rename and delete the subfolders of a folder (docs/requirements.md#edit-subfolders-dialog "Edit Subfolders dialog"). */
export function EditSubfoldersDialog({ area, projectId, parent, deletion, onClose }: EditSubfoldersDialogProps) {
  const children = useFolderChildren(area.module, projectId, parent?._id ?? null);
  const create = useCreateFolder();
  const [error, setError] = useState<string | null>(null);
  const renameFolder = useFolderRename(area.module, projectId, setError);
  const [confirmDialog, confirm] = useConfirm();
  const canAdd = parent === null || canHoldSubfolders(parent.level);
  const form = useZodForm(folderNameForm, { defaultValues: { name: '' } });

  const add = form.handleSubmit(async ({ name }) => {
    if (name === '') return;
    setError(null);
    try {
      await create.mutateAsync({ name, module: area.module, projectId, parentId: parent?._id ?? null });
      form.reset({ name: '' });
    } catch (e) {
      setError(serverMessageOr(e, 'Failed to create folder'));
    }
  });

  const folders = children.data ?? [];
  const shownError = error ?? deletion.error;

  return (
    <Dialog title="Edit Subfolders" size="md" onClose={onClose} footer="close">
      <section className="subfolders__add" aria-labelledby="add-subfolder-title">
        <h3 className="section-title" id="add-subfolder-title">
          Add New Subfolder
        </h3>
        {canAdd ? (
          <form className="inline-form" onSubmit={add} noValidate>
            <FormTextField
              form={form}
              name="name"
              label="New subfolder name"
              hideLabel
              inline
              placeholder="Subfolder name"
              maxLength={200}
            />
            <Button type="submit" busy={create.isPending}>
              Add
            </Button>
          </form>
        ) : (
          <p className="muted">A level 3 folder cannot hold subfolders.</p>
        )}
      </section>
      <Alert message={shownError} variant="error" />
      <DeletionList deletions={deletion.deletions} onDismiss={deletion.dismiss} />
      <section aria-labelledby="existing-subfolders-title">
        <h3 className="section-title" id="existing-subfolders-title">
          Existing Subfolders
        </h3>
        {children.isPending ? (
          <p className="muted">Loading...</p>
        ) : folders.length === 0 ? (
          <p className="muted">No subfolders found.</p>
        ) : (
          <ul className="rows subfolder-rows">
            {folders.map((folder) => (
              <li className="row" key={folder._id} data-folder-id={folder._id}>
                <FolderNameEditor
                  name={folder.name}
                  meta={
                    <>
                      <span className="tag level-badge">Level {folder.level}</span>
                      <span>
                        {folder.fileCount} {folder.fileCount === 1 ? 'file' : 'files'}
                      </span>
                    </>
                  }
                  onRename={(newName) => renameFolder(folder, newName)}
                  onDelete={async () => {
                    if (await confirm({ message: DELETE_SUBFOLDER_QUESTION, note: RESTORE_NOTE, ...DELETE_ACTION }))
                      await deletion.remove(folder);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirmDialog}
    </Dialog>
  );
}
