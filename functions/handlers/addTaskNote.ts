import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { addNote } from '../domain/task-activity.ts';

export const handler = endpoint('addTaskNote', declared.addTaskNote, ({ caller, params, body, now }) =>
  addNote(caller, params.id, body.text, now, body.submissionId, body.madeAt),
);
