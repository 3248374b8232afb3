import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { sheetOfFile } from '../domain/file-sheet.ts';

export const handler = endpoint('getFileSheet', declared.getFileSheet, ({ caller, params }) =>
  sheetOfFile(caller, params.module, params.id),
);
