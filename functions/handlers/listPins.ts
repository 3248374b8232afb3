import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { projectPins } from '../domain/pin-lists.ts';

export const handler = endpoint('listPins', declared.listPins, ({ caller, params, query, now }) =>
  projectPins(caller, params.projectId, query, now),
);
