import * as declared from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { me } from '../domain/auth.ts';

export const handler = endpoint('getMe', declared.getMe, async ({ caller }) => me(caller));
