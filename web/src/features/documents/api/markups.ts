/** Markups of a sheet's version (docs/requirements.md#markups): the viewer's layer, its saves and the download. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import type { CreateMarkupBody } from '#shared/schemas/markups.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { documentKeys } from './keys.ts';

export interface MarkupSheet {
  module: Module;
  fileId: string;
  version: number;
}

/** GET /api/file/{module}/{id}/markups?version=: everyone's published markups and the caller's drafts. */
export const useSheetMarkups = ({ module, fileId, version }: MarkupSheet, enabled: boolean) =>
  useApiQuery(
    documentKeys.markups(fileId, version),
    'listMarkups',
    enabled ? { params: { module, id: fileId }, query: { version: String(version) } } : null,
    { staleTime: 0 },
  );

/** Saves (POST, or PUT over `id`), publishes and deletes a markup; each refreshes the version's markups. */
export function useMarkupChanges({ module, fileId, version }: MarkupSheet) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.markups(fileId, version) });
  const params = (markupId: string) => ({ module, id: fileId, markupId });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateMarkupBody }) =>
      id
        ? api('updateMarkup', { params: params(id), body: { shapes: body.shapes } })
        : api('createMarkup', { params: { module, id: fileId }, body }),
    onSuccess: refresh,
  });
  const publish = useMutation({
    mutationFn: (id: string) => api('publishMarkup', { params: params(id) }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('deleteMarkup', { params: params(id) }),
    onSuccess: refresh,
  });
  return { save, publish, remove };
}

/** GET /api/file/{module}/{id}/marked-up?version=: the link to the flattened copy. */
export const markedUpLink = ({ module, fileId, version }: MarkupSheet) =>
  api('downloadMarkedUpFile', { params: { module, id: fileId }, query: { version: String(version) } });
