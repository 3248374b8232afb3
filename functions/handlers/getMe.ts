import { endpoint } from '../commons/endpoint.ts';
import { me } from '../domain/auth.ts';

export const handler = endpoint('getMe', async ({ caller }) => me(caller));
