import * as declared from '#shared/endpoints/notifications.ts';
import { endpoint } from '../commons/endpoint.ts';
import { changeNotificationSettings } from '../domain/notification-settings.ts';

export const handler = endpoint('putNotificationSettings', declared.putNotificationSettings, ({ caller, body, now }) =>
  changeNotificationSettings(caller, body, now),
);
