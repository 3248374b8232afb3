import { activityEndpoints } from '#shared/endpoints/activity.ts';
import { endpoint } from '../commons/endpoint.ts';
import { projectActivity } from '../domain/activity-log.ts';

export const handler = endpoint(activityEndpoints, 'listProjectActivity', ({ caller, params, query }) =>
  projectActivity(caller, params.id, query),
);
