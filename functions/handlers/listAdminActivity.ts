import { endpoint } from '../commons/endpoint.ts';
import { adminActivity } from '../domain/activity-log.ts';

export const handler = endpoint('listAdminActivity', ({ query }) => adminActivity(query));
