import { endpoint } from '../commons/endpoint.ts';
import { sheetOfFile } from '../domain/files.ts';

export const handler = endpoint('getFileSheet', ({ caller, params }) => sheetOfFile(caller, params.module, params.id));
