import { type EmailSuppression, SUPPRESSION_LABELS } from '#shared/models/email-suppressions.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useLiftEmailSuppression } from '../api/email-suppressions.ts';

/**
 * Beside a user whose address SES reported (docs/requirements.md#email-notifications): "Email suppressed:
 * bounced" or "...: complaint" with its date and SES's words, and Lift, confirmed in the app's dialog.
 */
export function EmailSuppressionNotice({ suppression, name }: { suppression?: EmailSuppression; name: string }) {
  return suppression ? <SuppressedEmail suppression={suppression} name={name} /> : null;
}

function SuppressedEmail({ suppression, name }: { suppression: EmailSuppression; name: string }) {
  const lift = useLiftEmailSuppression();
  const [confirmDialog, confirm] = useConfirm();
  const toast = useToast();

  const onLift = async () => {
    const yes = await confirm({
      message: `Send emails to ${suppression.email} again?`,
      note: 'SES reported it as undeliverable or as a complaint; lift this only once the address is fixed or the person agrees.',
      confirmLabel: 'Lift suppression',
      destructive: false,
    });
    if (!yes) return;
    try {
      await lift.mutateAsync(suppression.email);
      toast(`Emails go to ${suppression.email} again`, 'success');
    } catch (error) {
      toast(withReason('Failed to lift the suppression', error), 'error');
    }
  };

  return (
    <span className="cluster">
      <span className="tag tone--warning" title={`${suppression.detail}, ${formatTorontoDateTime(suppression.at)}`}>
        {SUPPRESSION_LABELS[suppression.reason]}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Lift email suppression of ${name}`}
        busy={lift.isPending}
        onClick={onLift}
      >
        Lift
      </Button>
      {confirmDialog}
    </span>
  );
}
