/**
 * Who chooses which email notifications, and the one-click unsubscribe
 * (docs/requirements.md#email-notifications). A person's settings are their stored choices over their
 * role's defaults; an event the role does not receive is always never.
 */
import type { NotificationSettings, Unsubscribed } from '#shared/models/notifications.ts';
import {
  type Delivery,
  defaultChoices,
  EVENT_LABELS,
  NOTIFICATION_EVENT_NAMES,
  type NotificationChoices,
  type NotificationEvent,
  receivesEvent,
} from '#shared/notifications.ts';
import type { Role } from '#shared/roles.ts';
import { UNSUBSCRIBE_LINK_MESSAGE } from '#shared/schemas/notifications.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { verifyUnsubscribeToken } from '../commons/auth/unsubscribe-tokens.ts';
import { invalid } from '../commons/errors.ts';
import {
  getNotificationSettings,
  type StoredNotificationSettings,
  setFollowedFolders,
  updateNotificationSettings,
} from '../data/notification-settings.ts';
import { getUser } from '../data/users.ts';

export interface NotificationSettingsInput {
  events: Partial<Record<string, Delivery>>;
  follows?: string[];
}

/** The role's defaults with the person's own choices over them; never for what the role does not receive. */
export function effectiveChoices(role: Role, stored: StoredNotificationSettings): NotificationChoices {
  const choices = defaultChoices(role);
  for (const event of NOTIFICATION_EVENT_NAMES) {
    const chosen = stored.choices[event];
    if (chosen && receivesEvent(role, event)) choices[event] = chosen;
  }
  return choices;
}

const answer = (role: Role, stored: StoredNotificationSettings): NotificationSettings => ({
  events: effectiveChoices(role, stored),
  follows: stored.follows,
});

export async function notificationSettingsOf(caller: Caller): Promise<NotificationSettings> {
  return answer(caller.role, await getNotificationSettings(caller.userId));
}

export async function changeNotificationSettings(
  caller: Caller,
  input: NotificationSettingsInput,
  now: Date,
): Promise<NotificationSettings> {
  const choices: Partial<Record<NotificationEvent, Delivery>> = {};
  for (const [name, delivery] of Object.entries(input.events)) {
    const event = name as NotificationEvent;
    if (!delivery) continue;
    if (delivery !== 'never' && !receivesEvent(caller.role, event)) {
      throw invalid(`Your role does not receive "${EVENT_LABELS[event]}"`);
    }
    choices[event] = delivery;
  }
  // Left out, the followed folders stay as they are.
  if (input.follows) await setFollowedFolders(caller.userId, [...new Set(input.follows)], now.toISOString());
  const stored = await updateNotificationSettings(caller.userId, { choices, updatedAt: now.toISOString() });
  return answer(caller.role, stored);
}

/**
 * The one-click unsubscribe: a valid token turns its one event off for its one person, and nothing else.
 * The same token again changes nothing more and answers the same; anything else is the same 400.
 */
export async function unsubscribe(token: string, now: Date): Promise<Unsubscribed> {
  const claims = await verifyUnsubscribeToken(token, now);
  const event = NOTIFICATION_EVENT_NAMES.find((name) => name === claims?.event);
  const user = claims && event && (await getUser(claims.userId));
  if (!event || !user) throw invalid(UNSUBSCRIBE_LINK_MESSAGE);
  await updateNotificationSettings(user._id, { choices: { [event]: 'never' }, updatedAt: now.toISOString() });
  return { event, message: `You will no longer get emails for "${EVENT_LABELS[event]}".` };
}
