import * as declared from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateProfile } from '../domain/auth.ts';

export const handler = endpoint('updateProfile', declared.updateProfile, ({ caller, body, now }) =>
  updateProfile(caller, body, now),
);
