/**
 * Email notifications (docs/requirements.md#email-notifications): the events a person may be told of,
 * how each may be delivered, who may receive each and the defaults per role. Shared by the server (who
 * gets what) and the settings screen (what it offers).
 */
import type { Role } from './roles.ts';

/** The events, by name; the values are what the API and the stored settings spell. */
export const NOTIFICATION_EVENTS = {
  followedFolderFile: 'followedFolderFile',
  reportSubmitted: 'reportSubmitted',
  taskDue: 'taskDue',
  printOrder: 'printOrder',
  dailyLogSignedOff: 'dailyLogSignedOff',
  pinAssigned: 'pinAssigned',
  pinReady: 'pinReady',
} as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[keyof typeof NOTIFICATION_EVENTS];
export const NOTIFICATION_EVENT_NAMES: readonly NotificationEvent[] = Object.values(NOTIFICATION_EVENTS);

/** Immediately, in the daily digest (07:00 Toronto), or never. */
export const DELIVERIES = ['immediate', 'digest', 'never'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  immediate: 'Immediately',
  digest: 'In the daily digest',
  never: 'Never',
};

/** What the settings screen calls each event. */
export const EVENT_LABELS: Record<NotificationEvent, string> = {
  followedFolderFile: 'A new drawing or version in a folder I follow',
  reportSubmitted: 'A site report or daily log submitted on my projects',
  taskDue: 'A task of mine due in 2 working days or overdue',
  printOrder: 'My print order emailed or failed',
  dailyLogSignedOff: 'A daily log signed off on my projects',
  pinAssigned: 'A pin assigned to me',
  pinReady: 'A pin I placed, or on my projects as project manager, ready for review',
};

/** The roles told of project submissions and sign-offs: those who manage and file a project's record. */
const PROJECT_RECORD_ROLES: readonly Role[] = ['pm', 'office', 'admin'];

/** Who may receive each event at all (a role outside it gets none, whatever its settings say). */
const EVENT_ROLES: Record<NotificationEvent, readonly Role[]> = {
  followedFolderFile: ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'],
  reportSubmitted: PROJECT_RECORD_ROLES,
  taskDue: ['admin', 'office', 'pm', 'marketing', 'site'],
  printOrder: ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'],
  dailyLogSignedOff: PROJECT_RECORD_ROLES,
  // a pin may be assigned to anyone who can open its area; its creator places pins (PIN_WRITERS)
  pinAssigned: ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'],
  pinReady: ['admin', 'office', 'pm', 'site'],
};

export function receivesEvent(role: Role, event: NotificationEvent): boolean {
  return EVENT_ROLES[event].includes(role);
}

/** The events a role may be told of, in the settings screen's order. */
export function eventsFor(role: Role): NotificationEvent[] {
  return NOTIFICATION_EVENT_NAMES.filter((event) => receivesEvent(role, event));
}

/**
 * Defaults: a project manager hears of the project's record at once; office and admin, who see every
 * submission, get it in the digest; a person's own print orders and due tasks come at once.
 */
const ROLE_DEFAULTS: Partial<Record<Role, Partial<Record<NotificationEvent, Delivery>>>> = {
  pm: { reportSubmitted: 'immediate', dailyLogSignedOff: 'immediate' },
  office: { reportSubmitted: 'digest', dailyLogSignedOff: 'immediate' },
  admin: { reportSubmitted: 'digest', dailyLogSignedOff: 'digest', taskDue: 'digest' },
};

const EVERYONE_DEFAULTS: Record<NotificationEvent, Delivery> = {
  followedFolderFile: 'immediate',
  reportSubmitted: 'never',
  taskDue: 'immediate',
  printOrder: 'immediate',
  dailyLogSignedOff: 'never',
  pinAssigned: 'immediate',
  pinReady: 'immediate',
};

export type NotificationChoices = Record<NotificationEvent, Delivery>;

/** A role's settings before the person chose any: 'never' for an event the role does not receive. */
export function defaultChoices(role: Role): NotificationChoices {
  const own = ROLE_DEFAULTS[role] ?? {};
  return Object.fromEntries(
    NOTIFICATION_EVENT_NAMES.map((event) => [
      event,
      receivesEvent(role, event) ? (own[event] ?? EVERYONE_DEFAULTS[event]) : 'never',
    ]),
  ) as NotificationChoices;
}
