import * as declared from '#shared/endpoints/project-calendar.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getProjectCalendar } from '../domain/project-calendar.ts';

export const handler = endpoint('getProjectCalendar', declared.getProjectCalendar, ({ caller, params }) =>
  getProjectCalendar(caller, params.projectId),
);
