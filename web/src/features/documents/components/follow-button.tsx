import { receivesEvent } from '#shared/notifications.ts';
import type { Role } from '#shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../../../lib/notification-settings.ts';

export const FOLLOWED = 'You follow this folder: you will get an email when a drawing or version is added to it';
export const UNFOLLOWED = 'You no longer follow this folder';

/**
 * Follow a folder, or stop: its new files and versions, and those of the folders below it, come by email
 * (docs/requirements.md#email-notifications). The list of followed folders is the person's own setting.
 */
export function FollowButton({ folderId, userRole }: { folderId: string; userRole: Role }) {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const toast = useToast();
  if (!receivesEvent(userRole, 'followedFolderFile') || !settings.data) return null;
  const follows = settings.data.follows;
  const following = follows.includes(folderId);
  const toggle = async () => {
    try {
      await save.mutateAsync({
        events: {},
        follows: following ? follows.filter((id) => id !== folderId) : [...follows, folderId],
      });
      toast(following ? UNFOLLOWED : FOLLOWED, 'success');
    } catch (error) {
      toast(serverMessageOr(error, 'Failed to save notifications'), 'error');
    }
  };
  return (
    <Button variant="secondary" aria-pressed={following} busy={save.isPending} onClick={toggle}>
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
