import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { jobStatus } from '../domain/daily-log-export.ts';

export const handler = endpoint('getJob', declared.getJob, ({ caller, params }) => jobStatus(caller, params.jobId));
