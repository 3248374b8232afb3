import * as declared from '#shared/endpoints/activity.ts';
import { endpoint } from '../commons/endpoint.ts';
import { projectActivity } from '../domain/activity-log.ts';

export const handler = endpoint('listProjectActivity', declared.listProjectActivity, ({ caller, params, query }) =>
  projectActivity(caller, params.id, query),
);
