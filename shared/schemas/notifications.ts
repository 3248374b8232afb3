/** Email notification settings and the one-click unsubscribe (docs/requirements.md#email-notifications). */
import * as z from 'zod/mini';
import { DELIVERIES, type Delivery, NOTIFICATION_EVENT_NAMES, type NotificationEvent } from '../notifications.ts';
import { idField } from './common.ts';
import { schema } from './define.ts';

/** The most folders one person follows. */
export const MAX_FOLLOWS = 500;

export const DELIVERY_MESSAGE = 'Choose immediately, in the daily digest or never';
export const UNKNOWN_EVENT_MESSAGE = 'Unknown notification event';
export const UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid';

/** PUT /api/me/notifications: a choice per event (events left out keep theirs) and, optionally, the folders followed. */
export const notificationSettingsBody = /* @__PURE__ */ schema(() =>
  z.strictObject(
    {
      events: z.strictObject(
        Object.fromEntries(
          NOTIFICATION_EVENT_NAMES.map((event) => [event, z.optional(z.enum(DELIVERIES, { error: DELIVERY_MESSAGE }))]),
        ) as Record<NotificationEvent, z.ZodMiniOptional<z.ZodMiniEnum<{ [D in Delivery]: D }>>>,
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys' ? UNKNOWN_EVENT_MESSAGE : 'events must be an object of choices',
        },
      ),
      follows: z.optional(
        z
          .array(idField('Folder id'), { error: 'follows must be a list of folder ids' })
          .check(z.maxLength(MAX_FOLLOWS, { error: `At most ${MAX_FOLLOWS} folders can be followed` })),
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Request body must be a JSON object',
    },
  ),
);

/** The one-click target's query: the signed token of the email's link. */
export const unsubscribeQuery = /* @__PURE__ */ schema(() =>
  z.object({
    token: z
      .string({ error: UNSUBSCRIBE_LINK_MESSAGE })
      .check(z.minLength(1, { error: UNSUBSCRIBE_LINK_MESSAGE }))
      .check(z.maxLength(2000, { error: UNSUBSCRIBE_LINK_MESSAGE })),
  }),
);
