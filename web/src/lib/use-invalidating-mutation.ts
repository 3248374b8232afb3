import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose success makes every query under `queryKey()` stale (the key is read then, not while
 * rendering), and resolves once they are fetched
 * again (TanStack Query waits for the promise `onSuccess` returns): the screen shows the change when the
 * call's promise resolves.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  queryKey: () => QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey() }) });
}
