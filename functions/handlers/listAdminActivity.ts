import * as declared from '#shared/endpoints/activity.ts';
import { endpoint } from '../commons/endpoint.ts';
import { adminActivity } from '../domain/activity-log.ts';

export const handler = endpoint('listAdminActivity', declared.listAdminActivity, ({ query }) => adminActivity(query));
