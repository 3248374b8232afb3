import { endpoint } from '../commons/endpoint.ts';
import { logout } from '../domain/auth.ts';

export const handler = endpoint('logout', ({ caller, body, now }) => logout(caller, body, now));
