import { endpoint } from '../commons/endpoint.ts';
import { makeVersionCurrent } from '../domain/file-versions.ts';

export const handler = endpoint('makeVersionCurrent', ({ caller, params, now }) =>
  makeVersionCurrent(caller, params.module, params.id, params.version, now),
);
