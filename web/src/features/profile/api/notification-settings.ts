import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

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
