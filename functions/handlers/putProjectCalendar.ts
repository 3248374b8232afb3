import * as declared from '#shared/endpoints/project-calendar.ts';
import { endpoint } from '../commons/endpoint.ts';
import { saveProjectCalendar } from '../domain/project-calendar.ts';

export const handler = endpoint('putProjectCalendar', declared.putProjectCalendar, ({ caller, params, body, now }) =>
  saveProjectCalendar(caller, params.projectId, body, now),
);
