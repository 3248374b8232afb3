/**
 * The API contract: every endpoint, declared once (docs/architecture.md#one-contract-declares-every-endpoint).
 * The CDK stack makes one Lambda and one API method per entry, the local server routes by it,
 * and the web client's calls are typed by it. The handler of `key` lives in functions/handlers/<key>.ts.
 */
import type { z } from 'zod/mini';
import type { Endpoint, Schema } from './contract-types.ts';
import { activityEndpoints } from './endpoints/activity.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { dailyLogEndpoints } from './endpoints/daily-logs.ts';
import { emailSuppressionEndpoints } from './endpoints/email-suppressions.ts';
import { fileEndpoints } from './endpoints/files.ts';
import { folderEndpoints } from './endpoints/folders.ts';
import { marketingTaskEndpoints } from './endpoints/marketing-tasks.ts';
import { markupEndpoints } from './endpoints/markups.ts';
import { notificationEndpoints } from './endpoints/notifications.ts';
import { pinEndpoints } from './endpoints/pins.ts';
import { printRequestEndpoints } from './endpoints/print-requests.ts';
import { projectCalendarEndpoints } from './endpoints/project-calendar.ts';
import { projectEndpoints } from './endpoints/projects.ts';
import { recycleBinEndpoints } from './endpoints/recycle-bin.ts';
import { scheduleBaselineEndpoints } from './endpoints/schedule-baselines.ts';
import { scheduleFileEndpoints } from './endpoints/schedule-files.ts';
import { scheduleFirstTasksEndpoints } from './endpoints/schedule-first-tasks.ts';
import { searchEndpoints } from './endpoints/search.ts';
import { sharingEndpoints } from './endpoints/sharing.ts';
import { taskEndpoints } from './endpoints/tasks.ts';
import { userEndpoints } from './endpoints/users.ts';

export type { Access, Endpoint, HttpMethod } from './contract-types.ts';

/**
 * The API's feature areas: each is deployed as a stack of its own under the one REST API (see
 * docs/architecture.md, "One REST API, a stack per feature"). A new area of endpoints is a new entry here.
 */
export const features = {
  access: {
    ...authEndpoints,
    ...userEndpoints,
    ...projectEndpoints,
    ...notificationEndpoints,
    ...emailSuppressionEndpoints,
  },
  schedules: {
    ...taskEndpoints,
    ...marketingTaskEndpoints,
    ...scheduleFirstTasksEndpoints,
    ...scheduleFileEndpoints,
    ...scheduleBaselineEndpoints,
    ...projectCalendarEndpoints,
  },
  documents: { ...folderEndpoints, ...fileEndpoints },
  sharing: { ...sharingEndpoints, ...printRequestEndpoints },
  activity: activityEndpoints,
  search: searchEndpoints,
  recycleBin: recycleBinEndpoints,
  siteLog: dailyLogEndpoints,
  drawings: { ...pinEndpoints, ...markupEndpoints },
} as const satisfies Record<string, Record<string, Endpoint>>;

/** One file per feature under shared/endpoints/; keys must be unique across them. */
export const contract = {
  ...features.access,
  ...features.schedules,
  ...features.documents,
  ...features.sharing,
  ...features.activity,
  ...features.search,
  ...features.recycleBin,
  ...features.siteLog,
  ...features.drawings,
} as const satisfies Record<string, Endpoint>;

export type FeatureName = keyof typeof features;

export type Contract = typeof contract;
export type EndpointKey = keyof Contract;

export type BodyOf<K extends EndpointKey> = Contract[K] extends { body: infer S extends Schema }
  ? z.input<S>
  : undefined;
export type ParsedBodyOf<K extends EndpointKey> = Contract[K] extends { body: infer S extends Schema }
  ? z.output<S>
  : undefined;
export type QueryOf<K extends EndpointKey> = Contract[K] extends { query: infer S extends Schema }
  ? z.input<S>
  : undefined;
export type ParsedQueryOf<K extends EndpointKey> = Contract[K] extends { query: infer S extends Schema }
  ? z.output<S>
  : undefined;
export type ResponseOf<K extends EndpointKey> = NonNullable<Contract[K]['response']>;

/** Names of the {param} segments of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export const endpointKeys = Object.keys(contract) as EndpointKey[];
