/** The signed-in person's email notification settings: the profile's form and a folder's Follow button read and change them. */
import type { BodyOf } from '#shared/contract.ts';
import { api } from './api-client.ts';
import { useApiQuery } from './use-api-query.ts';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';

const notificationKey = () => ['notification-settings'] as const;

/** GET /api/me/notifications: the signed-in user's choice per event and the folders they follow. */
export const useNotificationSettings = () =>
  useApiQuery(notificationKey(), 'getNotificationSettings', {}, { staleTime: 0 });

/** PUT /api/me/notifications. */
export const useSaveNotificationSettings = () =>
  useInvalidatingMutation(
    (body: BodyOf<'putNotificationSettings'>) => api('putNotificationSettings', { body }),
    notificationKey,
  );
