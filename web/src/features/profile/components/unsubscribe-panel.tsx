import { UNSUBSCRIBE_LINK_MESSAGE } from '#shared/schemas/notifications.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * The page an email's "Stop these emails" link opens (docs/requirements.md#email-notifications): one button
 * turns that email's kind off, without signing in. A button rather than a change on opening: mail scanners
 * open links, and only a person should unsubscribe.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  if (!token) return <Alert message={UNSUBSCRIBE_LINK_MESSAGE} variant="error" />;
  if (unsubscribe.data) return <StatusText>{unsubscribe.data.message}</StatusText>;
  return (
    <>
      <p>Stop the emails of this kind? Your other email settings stay as they are.</p>
      {unsubscribe.isError ? (
        <Alert message={serverMessageOr(unsubscribe.error, 'Failed to change your email settings')} variant="error" />
      ) : null}
      <p>
        <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Stop these emails
        </Button>
      </p>
    </>
  );
}
