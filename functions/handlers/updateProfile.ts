import { endpoint } from '../commons/endpoint.ts';
import { updateProfile } from '../domain/auth.ts';

export const handler = endpoint('updateProfile', ({ caller, body, now }) => updateProfile(caller, body, now));
