/** Comments on a pin (docs/requirements.md#pins-on-a-sheet): its pages, oldest first, and a new comment. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PinComment } from '#shared/models/pins.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** GET /api/pins/{id}/comments, page by page. */
export function usePinComments(pinId: string) {
  const query = useInfiniteQuery({
    queryKey: documentKeys.pinComments(pinId),
    queryFn: ({ pageParam, signal }) =>
      api('listPinComments', { params: { id: pinId }, query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const comments: PinComment[] = query.data?.pages.flatMap((p) => p.comments) ?? [];
  return { ...query, comments };
}

/** POST /api/pins/{id}/comments; the pin's comments are read again. */
export const useAddPinComment = (pinId: string) =>
  useInvalidatingMutation(
    (text: string) => api('addPinComment', { params: { id: pinId }, body: { text } }),
    () => documentKeys.pinComments(pinId),
  );
