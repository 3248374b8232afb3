import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { folderNameForm } from '../utils/folders.ts';
import '../../../components/ui/field.css';
import './folder-name-editor.css';

export interface FolderNameEditorProps {
  name: string;
  /** Shown beside the name when not editing (Level badge, file count…). */
  meta?: ReactNode;
  /** Resolves when saved; rejects to stay in edit mode (the caller shows the error). */
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
  disabled?: boolean;
}

/**
 * A folder name with inline Edit (then Save or Cancel) and Delete (docs/requirements.md#edit-subfolders-dialog "Folder rename"). A blank name
 * makes no call; an unchanged one just leaves edit mode.
 */
export function FolderNameEditor({ name, meta, onRename, onDelete, disabled = false }: FolderNameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useZodForm(folderNameForm, { defaultValues: { name } });

  const save = form.handleSubmit(async ({ name: clean }) => {
    if (clean === '') return;
    if (clean === name) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onRename(clean);
      setEditing(false);
    } catch {
      // The caller shows the error; the row stays in edit mode.
    } finally {
      setSaving(false);
    }
  });

  if (editing) {
    return (
      <form className="folder-edit folder-edit--editing spread" onSubmit={save} noValidate>
        <FormTextField
          form={form}
          name="name"
          label="Folder name"
          hideLabel
          inline
          className="folder-edit__input"
          disabled={saving}
          // The field the user just asked to edit.
          autoFocus
        />
        <div className="folder-edit__actions">
          <Button type="submit" size="sm" busy={saving}>
            Save
          </Button>
          <Button variant="secondary" size="sm" disabled={saving} onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="folder-edit spread">
      <div className="folder-edit__main">
        <span className="folder-edit__name">{name}</span>
        {meta ? <span className="folder-edit__meta">{meta}</span> : null}
      </div>
      <div className="folder-edit__actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-label={`Edit ${name}`}
          onClick={() => {
            form.reset({ name });
            setEditing(true);
          }}
        >
          Edit
        </Button>
        <Button variant="danger" size="sm" disabled={disabled} aria-label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </div>
  );
}
