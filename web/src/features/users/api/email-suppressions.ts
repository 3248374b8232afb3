import { useQuery } from '@tanstack/react-query';
import type { EmailSuppression, EmailSuppressionPage } from '#shared/models/email-suppressions.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** Query keys of the suppressed addresses. */
const suppressionKeys = { all: ['email-suppressions'] as const };

/** GET /api/admin/email-suppressions (admin): the suppressed addresses, by lower-case email (1,000 at most). */
export function useEmailSuppressions() {
  return useQuery({
    queryKey: suppressionKeys.all,
    queryFn: async ({ signal }): Promise<Map<string, EmailSuppression>> => {
      const page: EmailSuppressionPage = await api('listEmailSuppressions', { query: { limit: '1000' }, signal });
      return new Map(page.suppressions.map((s) => [s.email.toLowerCase(), s]));
    },
  });
}

/** POST /api/admin/email-suppressions/lift (admin): emails go to the address again. */
export function useLiftEmailSuppression() {
  return useInvalidatingMutation(
    (email: string) => api('liftEmailSuppression', { body: { email } }),
    () => suppressionKeys.all,
  );
}
