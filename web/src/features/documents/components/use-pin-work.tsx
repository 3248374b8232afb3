/**
 * The pin work of the viewer (docs/requirements.md#pins-on-a-sheet): the sheet's pins, the place (or move)
 * mode, the picked pin, the form, and the changes, each answered with the app's toasts. A pin placed
 * without a connection (or when the connection fails on the way) waits in the pin outbox with its photos
 * and shows on the sheet as waiting (docs/requirements.md#pins-placed-without-a-connection).
 */
import { useMemo, useState } from 'react';
import type { Pin } from '#shared/models/pins.ts';
import type { PageSize, Point } from '#shared/pin-geometry.ts';
import { canManagePins, canWritePins } from '#shared/pin-rules.ts';
import type { Module } from '#shared/roles.ts';
import type { PinFields, PinStatus } from '#shared/schemas/pins.ts';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr, withReason } from '../../../lib/api-client.ts';
import { failedForNow } from '../../../lib/outbox.ts';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { useSession } from '../../../lib/session.ts';
import { requestOutboxFlush, useWaiting } from '../../../lib/use-outbox-sender.ts';
import { PIN_OUTBOX_TEXTS, pinOutbox, queuedPin } from '../api/pin-outbox.ts';
import {
  useChangePinStatus,
  useCreatePin,
  useDeletePin,
  usePinAssignees,
  useSheetPins,
  useUpdatePin,
} from '../api/pins.ts';

/** The sheet the viewer shows: its project, area, id and the version on the screen. */
export interface PinSheet {
  projectId: string;
  module: Module;
  fileId: string;
  version: number;
}

/** Where a new pin goes, while its form is open. */
interface Draft {
  page: number;
  point: Point;
  size: PageSize;
}

const NO_SHEET: PinSheet = { projectId: '', module: 'plan', fileId: '', version: 1 };

/** `given` null: a viewer without pins (no project chosen, or the version not known yet); nothing is asked. */
export function usePinWork(given: PinSheet | null, initialPin: string | null) {
  const sheet = given ?? NO_SHEET;
  const { role, userId } = useSession();
  const mayEdit = given !== null && role !== null && canWritePins(role);
  const toast = useToast();
  const pins = useSheetPins(sheet.module, sheet.fileId, given !== null);
  const assignees = usePinAssignees(sheet.module, sheet.fileId, mayEdit);
  const create = useCreatePin(sheet.projectId, sheet.fileId);
  const update = useUpdatePin(sheet.fileId);
  const status = useChangePinStatus(sheet.fileId);
  const removal = useDeletePin(sheet.fileId);
  const [confirmDialog, confirmFirst] = useConfirm();
  /** 'new': a click places a new pin; a pin: a click moves it. */
  const [placing, setPlacing] = useState<'new' | Pin | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(initialPin);
  const [draft, setDraft] = useState<Draft | null>(null);
  const allWaiting = useWaiting(pinOutbox, userId);
  const placed = pins.data;
  /** The sheet's entries kept on this phone; the new pins among them not yet in the sheet's list. */
  const waiting = useMemo(() => {
    const entries = allWaiting.filter((e) => e.fileId === sheet.fileId && e.projectId === sheet.projectId);
    const pending = entries.filter((e) => e.pin && !placed?.some((p) => p._id === e.pinId));
    return { entries, pending };
  }, [allWaiting, placed, sheet.fileId, sheet.projectId]);

  const spotOf = (page: number, point: Point, size: PageSize) => ({
    page,
    x: Math.round(point.x * 100) / 100,
    y: Math.round(point.y * 100) / 100,
    pageWidth: size.width,
    pageHeight: size.height,
  });

  const place = async (page: number, point: Point, size: PageSize) => {
    const moving = placing;
    setPlacing(null);
    if (moving === 'new') {
      setDraft({ page, point, size });
      return;
    }
    if (!moving) return;
    try {
      await update.mutateAsync({ id: moving._id, body: { spot: spotOf(page, point, size) } });
      toast('Pin moved', 'success');
    } catch (error) {
      toast(withReason('Failed to move the pin', error), 'error');
    }
  };

  /**
   * Places the drafted pin with the photos picked in its form: at once when there is a connection (its
   * photos then follow through the outbox), else kept in the outbox whole. The pin's id is made here, so
   * a create whose answer was lost and is sent again later places it once.
   */
  const save = async (fields: PinFields, photos: readonly File[] = []): Promise<string | undefined> => {
    if (!draft || !userId) return undefined;
    const where = { userId, projectId: sheet.projectId, module: sheet.module, fileId: sheet.fileId };
    const body = {
      ...fields,
      fileId: sheet.fileId,
      version: sheet.version,
      spot: spotOf(draft.page, draft.point, draft.size),
    };
    const entry = await queuedPin(where, body, photos);
    if (navigator.onLine && entry.pin) {
      try {
        await create.mutateAsync(entry.pin);
        // Placed: what is left is its photos, sent as photos added to the pin.
        entry.placed = true;
        delete entry.pin;
      } catch (error) {
        if (!failedForNow(error)) return serverMessageOr(error, 'Failed to place the pin');
      }
    }
    setDraft(null);
    setSelectedId(entry.pinId);
    if (entry.photos.length > 0 || !entry.placed) {
      await pinOutbox.put(entry);
      requestOutboxFlush();
    }
    if (entry.placed) toast('Pin placed', 'success');
    else toast(PIN_OUTBOX_TEXTS.queued, 'info');
    return undefined;
  };

  const changeStatus = async (pin: Pin, next: PinStatus) => {
    try {
      await status.mutateAsync({ id: pin._id, status: next });
      toast('Status changed', 'success');
    } catch (error) {
      toast(withReason('Failed to change the status', error), 'error');
    }
  };

  const confirm = async (pin: Pin) => {
    try {
      await update.mutateAsync({ id: pin._id, body: { confirmPosition: true } });
      toast('Position confirmed', 'success');
    } catch (error) {
      toast(withReason('Failed to confirm the position', error), 'error');
    }
  };

  const remove = async (pin: Pin) => {
    if (!(await confirmFirst({ message: `Delete the pin "${pin.title}"?`, note: RESTORE_NOTE, ...DELETE_ACTION })))
      return;
    try {
      await removal.mutateAsync(pin._id);
      setSelectedId(null);
      toast('Pin moved to the recycle bin', 'success');
    } catch (error) {
      toast(withReason('Failed to delete the pin', error), 'error');
    }
  };

  return {
    active: given !== null,
    pins: pins.data ?? [],
    /** The sheet's pins and photos waiting on this phone, and the new pins among them. */
    waiting,
    mayEdit,
    assignees: assignees.data ?? [],
    placing,
    setPlacing,
    selectedId,
    setSelectedId,
    draft,
    setDraft,
    place,
    save,
    changeStatus,
    confirm,
    remove,
    /** The confirm dialog of a delete, to render with the viewer. */
    confirmDialog,
    busy: update.isPending || status.isPending || removal.isPending,
    mayDelete: role !== null && canManagePins(role),
    mayChangeStatus: (pin: Pin) => role !== null && (canManagePins(role) || pin.assignee?.id === userId),
  };
}
