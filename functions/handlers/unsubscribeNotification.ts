import * as declared from '#shared/endpoints/notifications.ts';
import { endpoint } from '../commons/endpoint.ts';
import { unsubscribe } from '../domain/notification-settings.ts';

export const handler = endpoint('unsubscribeNotification', declared.unsubscribeNotification, ({ query, now }) =>
  unsubscribe(query.token, now),
);
