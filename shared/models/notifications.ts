import type { NotificationChoices } from '../notifications.ts';

/** GET and PUT /api/me/notifications: the person's choice for every event and the folders they follow. */
export interface NotificationSettings {
  events: NotificationChoices;
  follows: string[];
}

/** POST /api/notifications/unsubscribe: what was turned off. */
export interface Unsubscribed {
  event: string;
  message: string;
}
