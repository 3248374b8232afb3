/**
 * The notification events of pins (docs/requirements.md#email-notifications): "a pin assigned to you" to
 * the new assignee when a pin is placed assigned or (re)assigned, unless they assigned themselves; "a pin
 * ready for review" to the pin's creator and the project's managers when its status becomes ready, but
 * not to the person who made it ready. Each is an event addressed to one person (recipientId), on the pin's
 * subject, filed under its sheet's section; the sendNotifications job applies each person's setting.
 */
import { sectionOfModule } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import type { PinRecord } from '../data/pins.ts';
import { listUsers } from '../data/users.ts';
import { type Happening, notify } from './notify.ts';

/** What every event of a pin says of it: its subject, project, name, section and the link to its spot. */
function aboutPin(pin: PinRecord): Omit<Happening, 'event' | 'action'> {
  return {
    subject: `pin:${pin._id}`,
    projectId: pin.projectId,
    objectName: pin.title,
    path: `/view_file/${pin.module}/${pin.fileId}?page=${pin.spot.page}&pin=${pin._id}`,
    section: sectionOfModule(pin.module),
  };
}

/** Tells the assignee of `next`, when it names someone new who is not the caller. */
export async function noticeAssigned(
  caller: Caller,
  before: PinRecord | undefined,
  next: PinRecord,
  now: Date,
): Promise<void> {
  const assignee = next.assignee;
  if (!assignee || assignee.id === caller.userId || assignee.id === before?.assignee?.id) return;
  await notify(
    caller,
    { ...aboutPin(next), event: 'pinAssigned', action: 'assigned you the pin', recipientId: assignee.id },
    now,
  );
}

/** Tells the creator and the project's managers, once each and not the caller, that `pin` is ready for review. */
export async function noticeReady(caller: Caller, pin: PinRecord, now: Date): Promise<void> {
  const managers = (await listUsers())
    .filter((u) => u.roles === 'pm' && u.allowedProjects.includes(pin.projectId))
    .map((u) => u._id);
  const recipients = new Set([pin.createdBy.id, ...managers]);
  recipients.delete(caller.userId);
  for (const recipientId of recipients) {
    await notify(
      caller,
      { ...aboutPin(pin), event: 'pinReady', action: 'marked the pin ready for review', recipientId },
      now,
    );
  }
}
