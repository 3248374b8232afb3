import * as declared from '#shared/endpoints/notifications.ts';
import { endpoint } from '../commons/endpoint.ts';
import { notificationSettingsOf } from '../domain/notification-settings.ts';

export const handler = endpoint('getNotificationSettings', declared.getNotificationSettings, ({ caller }) =>
  notificationSettingsOf(caller),
);
