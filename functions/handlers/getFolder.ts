import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getFolder } from '../domain/folders.ts';

export const handler = endpoint('getFolder', declared.getFolder, ({ caller, params }) => getFolder(caller, params.id));
