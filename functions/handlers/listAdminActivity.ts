import { activityEndpoints } from '#shared/endpoints/activity.ts';
import { endpoint } from '../commons/endpoint.ts';
import { adminActivity } from '../domain/activity-log.ts';

export const handler = endpoint(activityEndpoints, 'listAdminActivity', ({ query }) => adminActivity(query));
