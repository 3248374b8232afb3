import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/notifications/unsubscribe?token=: the footer link's one click, without a session. */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => api('unsubscribeNotification', { query: { token } }) });
