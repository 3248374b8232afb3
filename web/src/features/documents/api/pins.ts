/** Pins of a sheet (docs/requirements.md#pins-on-a-sheet): the viewer's list and layer, and its changes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import type { CreatePinBody, PinStatus, UpdatePinBody } from '#shared/schemas/pins.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { documentKeys } from './keys.ts';

/** GET /api/file/{module}/{id}/pins: every pin of the sheet (none asked while `enabled` is false). */
export const useSheetPins = (module: Module, fileId: string, enabled = true) =>
  useApiQuery(documentKeys.pins(fileId), 'listSheetPins', enabled ? { params: { module, id: fileId } } : null, {
    staleTime: 0,
  });

/** GET /api/file/{module}/{id}/assignees: who a pin of the sheet may be given to (asked only by writers). */
export const usePinAssignees = (module: Module, fileId: string, enabled: boolean) =>
  useApiQuery(documentKeys.assignees(fileId), 'listPinAssignees', enabled ? { params: { module, id: fileId } } : null);

/** Every change to a pin refreshes the sheet's pins. */
function usePinChange<V, R>(fileId: string, change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.pins(fileId) }),
  });
}

/** POST /api/projects/{projectId}/pins */
export const useCreatePin = (projectId: string, fileId: string) =>
  usePinChange(fileId, (body: CreatePinBody) => api('createPin', { params: { projectId }, body }));

/** PUT /api/pins/{id}: edit, move or confirm the position. */
export const useUpdatePin = (fileId: string) =>
  usePinChange(fileId, ({ id, body }: { id: string; body: UpdatePinBody }) =>
    api('updatePin', { params: { id }, body }),
  );

/** POST /api/pins/{id}/status */
export const useChangePinStatus = (fileId: string) =>
  usePinChange(fileId, ({ id, status }: { id: string; status: PinStatus }) =>
    api('changePinStatus', { params: { id }, body: { status } }),
  );

/** DELETE /api/pins/{id}: into the recycle bin (project managers and admins). */
export const useDeletePin = (fileId: string) =>
  usePinChange(fileId, (id: string) => api('deletePin', { params: { id } }));
