import { useQuery } from '@tanstack/react-query';
import type { EmailSuppression, EmailSuppressionPage } from '#shared/models/email-suppressions.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** Query keys of the suppressed addresses. */
const suppressionKeys = { all: ['email-suppressions'] as const };

/**
 * GET /api/admin/email-suppressions (admin): every suppressed address, by lower-case email. The Users screen
 * lists every user at once, so it reads every page (1,000 a request) rather than stopping at the first.
 */
export function useEmailSuppressions() {
  return useQuery({
    queryKey: suppressionKeys.all,
    queryFn: async ({ signal }): Promise<Map<string, EmailSuppression>> => {
      const byEmail = new Map<string, EmailSuppression>();
      let cursor: string | null = null;
      do {
        const query: { limit: string; cursor?: string } = cursor ? { limit: '1000', cursor } : { limit: '1000' };
        const page: EmailSuppressionPage = await api('listEmailSuppressions', { query, signal });
        for (const s of page.suppressions) byEmail.set(s.email.toLowerCase(), s);
        cursor = page.nextCursor;
      } while (cursor);
      return byEmail;
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
