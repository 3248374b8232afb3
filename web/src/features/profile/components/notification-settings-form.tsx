import type { NotificationSettings } from '#shared/models/notifications.ts';
import { DELIVERIES, DELIVERY_LABELS, EVENT_LABELS, eventsFor } from '#shared/notifications.ts';
import type { Role } from '#shared/roles.ts';
import { notificationSettingsBody } from '#shared/schemas/notifications.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormSelectField } from '../../../components/ui/form-field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../../../lib/notification-settings.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import '../../../components/ui/field.css';

const DELIVERY_OPTIONS = DELIVERIES.map((value) => ({ value, label: DELIVERY_LABELS[value] }));

interface ChoicesFormProps {
  role: Role;
  settings: NotificationSettings;
}

/** One choice per event the role receives: immediately, in the daily digest, or never. */
function ChoicesForm({ role, settings }: ChoicesFormProps) {
  const events = eventsFor(role);
  const save = useSaveNotificationSettings();
  const toast = useToast();
  const form = useZodForm(notificationSettingsBody, {
    defaultValues: { events: Object.fromEntries(events.map((event) => [event, settings.events[event]])) },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast('Notification settings saved successfully');
    } catch (err) {
      form.setError('root', { message: serverMessageOr(err, 'Failed to save notification settings') });
    }
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="notification-settings-title">
      <h3 id="notification-settings-title">Email notifications</h3>
      <p className="muted">Each email has a link to turn its kind off. The daily digest comes at 07:00.</p>
      <Alert message={form.formError} variant="error" />
      {events.map((event) => (
        <FormSelectField
          key={event}
          form={form}
          name={`events.${event}`}
          id={`notify-${event}`}
          label={EVENT_LABELS[event]}
          options={DELIVERY_OPTIONS}
          // React selects the stored choice once the options exist (the form's own default may come first)
          defaultValue={settings.events[event]}
        />
      ))}
      <div className="form__actions">
        <Button type="submit" busy={save.isPending}>
          Save notifications
        </Button>
      </div>
    </form>
  );
}

/** The profile's email notification settings (docs/requirements.md#email-notifications). */
export function NotificationSettingsForm({ userRole }: { userRole: Role }) {
  const settings = useNotificationSettings();
  if (!settings.data) {
    return (
      <QueryStatus
        query={settings}
        loading="Loading notification settings..."
        failed={serverMessageOr(settings.error, 'Failed to load notification settings')}
      />
    );
  }
  return <ChoicesForm role={userRole} settings={settings.data} />;
}
