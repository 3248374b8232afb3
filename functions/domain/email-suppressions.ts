/**
 * The admin's view of suppressed addresses (docs/architecture.md#bounces-and-complaints): the list, newest
 * first, and lifting one, after which emails go to the address again.
 */
import type { EmailSuppressionPage, LiftedSuppression } from '#shared/models/email-suppressions.ts';
import type { EmailSuppressionsQuery } from '#shared/schemas/email-suppressions.ts';
import { notFound } from '../commons/errors.ts';
import { liftSuppression, listSuppressions } from '../data/email-suppressions.ts';
import { orWorded } from './refusals.ts';

export const DEFAULT_SUPPRESSION_PAGE = 50;
export const NOT_SUPPRESSED = 'This address is not suppressed';

export async function emailSuppressions(query: EmailSuppressionsQuery): Promise<EmailSuppressionPage> {
  const page = await orWorded(listSuppressions(query.limit ?? DEFAULT_SUPPRESSION_PAGE, query.cursor));
  return { suppressions: page.items, nextCursor: page.nextCursor };
}

export async function liftEmailSuppression(email: string): Promise<LiftedSuppression> {
  if (!(await liftSuppression(email))) throw notFound(NOT_SUPPRESSED);
  return { email, message: `Emails go to ${email} again` };
}
