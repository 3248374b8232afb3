import { type Endpoint, PUBLIC, returns, SIGNED_IN } from '../contract-types.ts';
import type { NotificationSettings, Unsubscribed } from '../models/notifications.ts';
import { notificationSettingsBody, unsubscribeQuery } from '../schemas/notifications.ts';

export const getNotificationSettings = {
  method: 'GET',
  path: '/api/me/notifications',
  access: SIGNED_IN,
  summary:
    'The signed-in user\'s email notifications: { events: { [event]: "immediate" | "digest" | "never" }, follows: [folder ids] }, with the role\'s defaults for events never chosen. Events: followedFolderFile, reportSubmitted, taskDue, printOrder, dailyLogSignedOff, pinAssigned, pinReady; an event the role does not receive is always never.',
  status: 200,
  response: /* @__PURE__ */ returns<NotificationSettings>(),
} as const satisfies Endpoint;

export const putNotificationSettings = {
  method: 'PUT',
  path: '/api/me/notifications',
  access: SIGNED_IN,
  summary:
    'Choose per event: { events: { [event]: "immediate" | "digest" | "never" }, follows?: [folder ids] }; events left out keep their setting, follows left out stay as they are. Answers the settings as GET does; 400 for an event the role does not receive set to anything but never.',
  body: notificationSettingsBody,
  status: 200,
  response: /* @__PURE__ */ returns<NotificationSettings>(),
} as const satisfies Endpoint;

export const unsubscribeNotification = {
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: PUBLIC,
  summary:
    'The one-click unsubscribe target of every notification email (RFC 8058): ?token= the signed token of the email, which names one person and one event and sets only that event to never. No session needed; the body may be the form List-Unsubscribe=One-Click or empty. 200 for a valid token (again for the same token: nothing more changes), 400 for anything else.',
  query: unsubscribeQuery,
  readsForm: true,
  status: 200,
  response: /* @__PURE__ */ returns<Unsubscribed>(),
} as const satisfies Endpoint;

export const notificationEndpoints = {
  getNotificationSettings,
  putNotificationSettings,
  unsubscribeNotification,
} as const satisfies Record<string, Endpoint>;
