import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { confirmImageUpload } from '../domain/task-activity.ts';

export const handler = endpoint(
  'confirmTaskImageUpload',
  declared.confirmTaskImageUpload,
  ({ caller, params, body, now }) =>
    confirmImageUpload(caller, params.id, body.uploadIds, now, body.submissionId, body.madeAt),
);
