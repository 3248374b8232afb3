import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { sheetPins } from '../domain/pin-lists.ts';

export const handler = endpoint('listSheetPins', declared.listSheetPins, ({ caller, params, now }) =>
  sheetPins(caller, params.module, params.id, now),
);
