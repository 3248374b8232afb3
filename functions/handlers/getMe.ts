import { authEndpoints } from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { me } from '../domain/auth.ts';

export const handler = endpoint(authEndpoints, 'getMe', async ({ caller }) => me(caller));
