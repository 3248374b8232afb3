import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { pinAssignees } from '../domain/pins.ts';

export const handler = endpoint('listPinAssignees', declared.listPinAssignees, ({ caller, params }) =>
  pinAssignees(caller, params.module, params.id),
);
