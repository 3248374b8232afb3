/**
 * Who may hear of an event about a project (docs/requirements.md#email-notifications): their role receives
 * the event, opens the object's area, and the project is theirs (an admin opens every project). Asked when
 * an event is recorded for named people (task-due.ts) and again when it is sent (notification-send.ts,
 * notification-digest.ts), so a change of someone's projects counts at once.
 */
import { type NotificationEvent, receivesEvent } from '#shared/notifications.ts';
import { canOpenSection, isAdmin, type Section } from '#shared/roles.ts';
import type { UserRecord } from '../data/users.ts';

/** The area a person must be able to open to hear of an event. */
const AREA_OF: Record<NotificationEvent, Section> = {
  followedFolderFile: 'planfile',
  reportSubmitted: 'construction',
  taskDue: 'construction',
  printOrder: 'planfile',
  dailyLogSignedOff: 'construction',
  // a pin's event names its sheet's section (pin-notices.ts); this is the default of none
  pinAssigned: 'planfile',
  pinReady: 'planfile',
};

export const mayOpen = (
  user: Pick<UserRecord, 'roles' | 'allowedProjects'>,
  projectId: string,
  event: NotificationEvent,
  section = AREA_OF[event],
) =>
  receivesEvent(user.roles, event) &&
  canOpenSection(user.roles, section) &&
  (isAdmin(user.roles) || user.allowedProjects.includes(projectId));
