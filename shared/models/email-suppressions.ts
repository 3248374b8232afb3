/** Addresses no email goes to after SES reported a permanent bounce or a complaint (docs/requirements.md#email-notifications). */
export type SuppressionReason = 'bounce' | 'complaint';

export interface EmailSuppression {
  email: string;
  reason: SuppressionReason;
  /** SES's words: the bounce's type and subtype, or the complaint's feedback type. */
  detail: string;
  /** When SES saw it (ISO). */
  at: string;
}

/** A page of the admin's list, newest first. */
export interface EmailSuppressionPage {
  suppressions: EmailSuppression[];
  nextCursor: string | null;
}

export interface LiftedSuppression {
  email: string;
  message: string;
}

/** What the Users screen says beside a suppressed user's email. */
export const SUPPRESSION_LABELS: Record<SuppressionReason, string> = {
  bounce: 'Email suppressed: bounced',
  complaint: 'Email suppressed: complaint',
};
