import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';
import { type MoveCopyInput, moveCopyBody } from './move-file.ts';

/** POST /api/file/{module}/{id}/copy: the copy has its own S3 object. */
export function useCopyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveCopyInput) =>
      api('copyFile', { params: { module: input.module, id: input.id }, body: moveCopyBody(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
