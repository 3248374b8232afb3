/**
 * The Recycle Bin screen (docs/requirements.md#recycle-bin): what was deleted in the project in the last 30
 * days, in the areas the role reaches, newest first; restore, and for admins delete forever. One card per
 * item: a row of columns on a wide screen, stacked on a phone.
 */
import './recycle-bin.css';
import { useRef, useState } from 'react';
import {
  BIN_AREAS,
  type BinArea,
  type BinEntry,
  RESTORE_FOLDER_GONE,
  RESTORE_PARENT_GONE,
} from '#shared/models/recycle-bin.ts';
import { canManagePins } from '#shared/pin-rules.ts';
import { canUseModule, isAdmin, type Role } from '#shared/roles.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type Choice, useChoice } from '../../../components/ui/choice-dialog.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorReason, withReason } from '../../../lib/api-client.ts';
import { useDeleteBinItem, useRecycleBin, useRestoreBinItem } from '../api/recycle-bin.ts';
import { BIN_AREA_LABELS, containsText, daysLeftText, KIND_LABELS } from '../utils/bin-text.ts';
import { EraseProgress, type Erasing } from './erase-progress.tsx';

/** A restore's 409s when the place a file or folder was in is gone (then the area root is offered). */
const PLACE_GONE = [RESTORE_FOLDER_GONE, RESTORE_PARENT_GONE];

/** What a restore can do when the place the item was in is gone. */
type PlaceChoice = 'parent' | 'root';
const TO_ROOT: Choice<PlaceChoice> = { value: 'root', label: 'Restore to area root' };
/** Offered when the bin names the binned folder the item waits for (its parentBinId). */
const WITH_PARENT: Choice<PlaceChoice> = { value: 'parent', label: 'Restore the parent too', variant: 'secondary' };

/** The bin's areas a role reaches: a document area it can open, or the schedules when it can open either. */
export function binAreasFor(role: Role): BinArea[] {
  return BIN_AREAS.filter((area) =>
    area === 'schedules'
      ? canUseModule(role, 'construction') || canUseModule(role, 'marketing')
      : canUseModule(role, area),
  );
}

interface RecycleBinPageProps {
  projectId: string;
  role: Role;
  /** The area shown (the address's `?area=`, set by an area header's link); undefined: every area. */
  area: BinArea | undefined;
  /** Another area chosen: the route puts it in the address. */
  onAreaChange: (area: BinArea | undefined) => void;
}

/** Which item's action runs: its buttons show it, the others wait. */
interface Busy {
  id: string;
  action: 'restore' | 'erase';
}

export function RecycleBinPage({ projectId, role, area: asked, onAreaChange }: RecycleBinPageProps) {
  const areas = binAreasFor(role);
  const area = asked && areas.includes(asked) ? asked : undefined;
  const bin = useRecycleBin(projectId, area);
  const restore = useRestoreBinItem(projectId);
  const erase = useDeleteBinItem(projectId);
  const [busy, setBusy] = useState<Busy | null>(null);
  // Folders deleted forever from this screen: a large one goes on erasing after the answer.
  const [erasing, setErasing] = useState<Erasing[]>([]);
  const [confirmDialog, confirm] = useConfirm();
  const [choiceDialog, choose] = useChoice<PlaceChoice>();
  const toast = useToast();
  // The item acted on leaves the list: focus goes to the list rather than to the page body.
  const results = useRef<HTMLElement>(null);
  const now = new Date();

  /** Runs one item's action, busy meanwhile; a failure the caller handles itself (`handled`) is not toasted. */
  const run = async (
    entry: BinEntry,
    action: Busy['action'],
    work: () => Promise<unknown>,
    done: string,
    failed: string,
    handled: (error: unknown) => boolean = () => false,
  ): Promise<unknown> => {
    setBusy({ id: entry._id, action });
    try {
      await work();
      toast(done, 'success');
      results.current?.focus();
      return undefined;
    } catch (error) {
      if (!handled(error)) toast(withReason(failed, error), 'error');
      return error;
    } finally {
      setBusy(null);
    }
  };

  /** The place the item was in is gone: the server's words, which the dialog offers the area root under. */
  const placeGone = (error: unknown) =>
    error instanceof ApiError ? PLACE_GONE.find((m) => m === error.serverMessage) : undefined;

  const onRestore = async (entry: BinEntry) => {
    const restoreOf = (id: string, toRoot = false) => restore.mutateAsync({ id, ...(toRoot && { toRoot }) });
    const done = `Restored ${entry.name}`;
    const failed = 'Failed to restore';
    const gone = placeGone(
      await run(
        entry,
        'restore',
        () => restoreOf(entry._id),
        done,
        failed,
        (e) => placeGone(e) !== undefined,
      ),
    );
    if (!gone) return;
    const { parentBinId } = entry;
    const choice = await choose({ message: gone, choices: parentBinId ? [WITH_PARENT, TO_ROOT] : [TO_ROOT] });
    if (choice === 'root') await run(entry, 'restore', () => restoreOf(entry._id, true), done, failed);
    if (choice === 'parent' && parentBinId) {
      // The folder first, then the item into it: the same endpoint, in that order.
      const both = async () => {
        await restoreOf(parentBinId);
        await restoreOf(entry._id);
      };
      await run(entry, 'restore', both, `Restored ${entry.name} and the folder it was in`, failed);
    }
  };

  const onDeleteForever = async (entry: BinEntry) => {
    const sure = await confirm({
      message: `Delete ${KIND_LABELS[entry.kind].toLowerCase()} "${entry.name}" forever? This cannot be undone.`,
      confirmLabel: 'Delete forever',
      destructive: true,
    });
    if (!sure) return;
    const failure = await run(
      entry,
      'erase',
      () => erase.mutateAsync({ id: entry._id }),
      `Deleted ${entry.name} forever`,
      'Failed to delete',
    );
    if (!failure && entry.kind === 'folder') {
      setErasing((list) => [...list.filter((e) => e.id !== entry._id), { id: entry._id, name: entry.name }]);
    }
  };

  return (
    <section className="recycle-bin">
      <p className="muted">Deleted items stay here for 30 days, then they are deleted for good.</p>
      {areas.length > 1 ? (
        <div className="recycle-bin__filters">
          <SelectField
            label="Area"
            value={area ?? ''}
            onChange={(e) => onAreaChange((e.target.value || undefined) as BinArea | undefined)}
            placeholder="All areas"
            options={areas.map((a) => ({ value: a, label: BIN_AREA_LABELS[a] }))}
          />
        </div>
      ) : null}
      <EraseProgress erasing={erasing} onDone={(id) => setErasing((list) => list.filter((e) => e.id !== id))} />
      <section className="recycle-bin__results" ref={results} tabIndex={-1} aria-label="Deleted items">
        {bin.isPending ? (
          <p className="muted" role="status">
            Loading the recycle bin...
          </p>
        ) : bin.isError && !bin.isFetchNextPageError ? (
          <p className="recycle-bin__error" role="alert">
            {errorReason(bin.error) ?? 'Could not load the recycle bin'}
          </p>
        ) : bin.items.length === 0 ? (
          <p className="muted">The recycle bin is empty.</p>
        ) : (
          <ul className="stack-list" data-testid="recycle-bin-list">
            {bin.items.map((entry) => (
              <li key={entry._id} className="recycle-bin__item card" data-kind={entry.kind}>
                <div className="recycle-bin__what">
                  <strong className="recycle-bin__name">{entry.name}</strong>
                  <span className="recycle-bin__kind muted">
                    {KIND_LABELS[entry.kind]}
                    {containsText(entry) ? ` · ${containsText(entry)}` : ''}
                  </span>
                </div>
                <p className="recycle-bin__place">
                  <span className="recycle-bin__label">Was in </span>
                  {entry.place || BIN_AREA_LABELS[areaOf(entry)]}
                </p>
                <p className="recycle-bin__by">
                  <span className="recycle-bin__label">Deleted by </span>
                  {entry.deletedBy.name}
                  {', '}
                  <time dateTime={entry.deletedAt}>{formatTorontoDateTime(entry.deletedAt)}</time>
                </p>
                <p className="recycle-bin__left">{daysLeftText(entry.purgeAt, now)}</p>
                <div className="recycle-bin__actions">
                  {mayRestore(role, entry) ? (
                    <Button
                      variant="secondary"
                      busy={busy?.id === entry._id && busy.action === 'restore'}
                      disabled={busy !== null}
                      onClick={() => void onRestore(entry)}
                      aria-label={`Restore ${entry.name}`}
                    >
                      Restore
                    </Button>
                  ) : null}
                  {isAdmin(role) ? (
                    <Button
                      variant="danger"
                      busy={busy?.id === entry._id && busy.action === 'erase'}
                      disabled={busy !== null}
                      onClick={() => void onDeleteForever(entry)}
                      aria-label={`Delete forever ${entry.name}`}
                    >
                      Delete forever
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={bin} />
      </section>
      {confirmDialog}
      {choiceDialog}
    </section>
  );
}

/** A pin is restored only by those who may delete one (project managers and admins); the rest by anyone here. */
const mayRestore = (role: Role, entry: BinEntry) => entry.kind !== 'pin' || canManagePins(role);

/** The filter area an entry belongs to. */
function areaOf(entry: BinEntry): BinArea {
  return entry.kind === 'task' || entry.kind === 'marketing_task' ? 'schedules' : entry.module;
}
