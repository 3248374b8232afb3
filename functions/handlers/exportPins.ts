import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { exportPins } from '../domain/pin-lists.ts';

export const handler = endpoint('exportPins', declared.exportPins, ({ caller, params, query, now }) =>
  exportPins(caller, params.projectId, query, now),
);
