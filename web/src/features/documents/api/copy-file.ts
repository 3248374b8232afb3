import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';
import { type MoveCopyInput, moveCopyBody } from './move-file.ts';

/** POST /api/file/{module}/{id}/copy: the copy has its own S3 object. */
export function useCopyFile() {
  return useInvalidatingMutation(
    (input: MoveCopyInput) =>
      api('copyFile', { params: { module: input.module, id: input.id }, body: moveCopyBody(input) }),
    () => documentKeys.all,
  );
}
