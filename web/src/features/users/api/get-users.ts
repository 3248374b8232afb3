import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/models.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature: invalidate `userKeys.all` after any change. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
};

/** GET /api/users (admin). Unlike the old client, the bearer token is sent. */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.lists(),
    queryFn: async ({ signal }): Promise<User[]> => {
      const data: unknown = await api('listUsers', { signal });
      if (!Array.isArray(data)) throw new Error('Users data is not an array');
      return data as User[];
    },
  });
}
