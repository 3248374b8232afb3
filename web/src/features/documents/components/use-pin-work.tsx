/**
 * The pin work of the viewer (docs/requirements.md#pins-on-a-sheet): the sheet's pins, the place (or move)
 * mode, the picked pin, the form, and the changes, each answered with the app's toasts.
 */
import { useState } from 'react';
import type { Pin } from '#shared/models/pins.ts';
import type { PageSize, Point } from '#shared/pin-geometry.ts';
import { canManagePins, canWritePins } from '#shared/pin-rules.ts';
import type { Module } from '#shared/roles.ts';
import type { PinFields, PinStatus } from '#shared/schemas/pins.ts';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr, withReason } from '../../../lib/api-client.ts';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { useSession } from '../../../lib/session.ts';
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

  const save = async (fields: PinFields): Promise<string | undefined> => {
    if (!draft) return undefined;
    try {
      const pin = await create.mutateAsync({
        ...fields,
        fileId: sheet.fileId,
        version: sheet.version,
        spot: spotOf(draft.page, draft.point, draft.size),
      });
      setDraft(null);
      setSelectedId(pin._id);
      toast('Pin placed', 'success');
      return undefined;
    } catch (error) {
      return serverMessageOr(error, 'Failed to place the pin');
    }
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
