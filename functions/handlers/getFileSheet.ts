import { endpoint } from '../commons/endpoint.ts';
import { sheetOfFile } from '../domain/file-sheet.ts';

export const handler = endpoint('getFileSheet', ({ caller, params }) => sheetOfFile(caller, params.module, params.id));
