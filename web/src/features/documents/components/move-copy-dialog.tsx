import { useId, useState } from 'react';
import type { DocumentFile, Folder } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { DESTINATION_REQUIRED } from '#shared/schemas/files.ts';
import { Alert, alertClass } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorReason, withReason } from '../../../lib/api-client.ts';
import { useCopyFile } from '../api/copy-file.ts';
import { useFolderChildren } from '../api/get-folders.ts';
import { useMoveFile } from '../api/move-file.ts';
import { AREAS } from '../config/areas.ts';
import { folderCountsLabel, selectedPathText } from '../utils/folders.ts';
import '../../../components/ui/alert.css';
import '../../../components/ui/field.css';
import './move-copy-dialog.css';

export type MoveCopyMode = 'move' | 'copy';

export interface MoveCopyDialogProps {
  mode: MoveCopyMode;
  file: DocumentFile;
  projectId: string;
  /** Areas the file may go to, first is the default (copying a plan file: Marketing, then Construction). */
  targets: readonly Module[];
  onClose: () => void;
}

interface StepProps {
  step: 1 | 2 | 3;
  module: Module;
  projectId: string;
  parentId: string | null;
  value: string;
  onChange: (folder: Folder | null) => void;
}

const STEP_LABELS = {
  1: 'Step 1: Level 1 folder (required)',
  2: 'Step 2: Level 2 folder (optional)',
  3: 'Step 3: Level 3 folder (optional)',
} as const;

/** The destination's levels, each chosen in the one before. */
const FOLDER_STEPS = [1, 2, 3] as const;

/** One level of the destination; its options come from the folder chosen one step before. */
function FolderStep({ step, module, projectId, parentId, value, onChange }: StepProps) {
  const id = useId();
  const enabled = step === 1 || parentId !== null;
  const query = useFolderChildren(module, projectId, parentId, enabled);
  const folders = query.data ?? [];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {STEP_LABELS[step]}
      </label>
      <select
        id={id}
        className="input select"
        value={value}
        disabled={!enabled || query.isPending}
        onChange={(e) => onChange(folders.find((f) => f._id === e.target.value) ?? null)}
      >
        <option value="">{enabled && query.isPending ? 'Loading...' : '-- Select Folder --'}</option>
        {folders.map((f) => (
          <option key={f._id} value={f._id}>
            {folderCountsLabel(f)}
          </option>
        ))}
      </select>
      {query.isError ? (
        <Alert
          message={
            step === 1 ? withReason('Failed to load folders', query.error) : `Failed to load level ${step} folders`
          }
          variant="error"
        />
      ) : null}
    </div>
  );
}

/** Move to... / Copy to...: a destination in three steps, with counts (docs/requirements.md#move-and-copy "Move/Copy dialog"). */
export function MoveCopyDialog({ mode, file, projectId, targets, onClose }: MoveCopyDialogProps) {
  const move = useMoveFile();
  const copy = useCopyFile();
  const [module, setModule] = useState<Module>(targets[0] ?? file.module);
  const [path, setPath] = useState<(Folder | null)[]>([null, null, null]);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const busy = move.isPending || copy.isPending;
  const showModuleChoice = mode === 'copy' && file.module === 'plan' && targets.length > 0;
  const radioName = useId();

  const choose = (level: number, folder: Folder | null) => {
    setError(null);
    setPath((p) => [...p.slice(0, level), folder, ...[null, null, null]].slice(0, 3));
  };

  const destination = [...path].reverse().find((f): f is Folder => f !== null);

  const confirm = async () => {
    if (!destination) {
      setError({ text: DESTINATION_REQUIRED });
      return;
    }
    setError(null);
    const input = {
      module: file.module,
      id: file._id,
      targetModule: module,
      targetFolderId: destination._id,
      projectId,
    };
    try {
      await (mode === 'move' ? move : copy).mutateAsync(input);
      onClose();
    } catch (e) {
      setError({ text: 'Operation failed', detail: errorReason(e) });
    }
  };

  return (
    <Dialog
      title={mode === 'move' ? 'Move to...' : 'Copy to...'}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy ? 'Processing...' : 'Confirm'}
          </Button>
        </>
      }
    >
      <p className="move-copy__file">
        <span className="muted">File: </span>
        {file.original_name}
      </p>
      {showModuleChoice ? (
        <fieldset className="choice">
          <legend className="field__label">Module</legend>
          {targets.map((m) => (
            <label key={m} className="choice__option">
              <input
                type="radio"
                name={radioName}
                value={m}
                checked={module === m}
                onChange={() => {
                  setModule(m);
                  setPath([null, null, null]);
                  setError(null);
                }}
              />
              {AREAS[m].areaName}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="move-copy__path" data-testid="selected-path">
        <span className="muted">Selected: </span>
        {selectedPathText(path.map((f) => f?.name))}
      </div>
      {FOLDER_STEPS.map((step) => {
        const level = step - 1;
        const parentId = level === 0 ? null : (path[level - 1]?._id ?? null);
        return (
          <FolderStep
            key={level === 0 ? `1-${module}` : `${step}-${module}-${parentId ?? ''}`}
            step={step}
            module={module}
            projectId={projectId}
            parentId={parentId}
            value={path[level]?._id ?? ''}
            onChange={(f) => choose(level, f)}
          />
        );
      })}
      {error ? (
        <div className={alertClass('error')} role="alert">
          {error.text}
          {error.detail && error.detail !== error.text ? <div className="alert__detail">{error.detail}</div> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
