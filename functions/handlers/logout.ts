import * as declared from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { logout } from '../domain/auth.ts';

export const handler = endpoint('logout', declared.logout, ({ caller, body, now }) => logout(caller, body, now));
