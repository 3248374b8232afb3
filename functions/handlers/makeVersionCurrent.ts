import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { makeVersionCurrent } from '../domain/file-versions.ts';

export const handler = endpoint('makeVersionCurrent', declared.makeVersionCurrent, ({ caller, params, now }) =>
  makeVersionCurrent(caller, params.module, params.id, params.version, now),
);
