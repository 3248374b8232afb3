/**
 * Every handler is `endpoint(key, declared.key, fn)`: a middy chain that maps errors to `{ "error": "..." }`,
 * parses the request, authenticates the caller as the contract says, validates body, query and path
 * with the contract's schemas, then calls `fn` with plain typed inputs.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import { isBinaryMediaType } from '#shared/api-gateway.ts';
import type { Contract, EndpointKey, ParsedBodyOf, ParsedQueryOf, ResponseOf } from '#shared/contract.ts';
import { pathParamSchema } from '#shared/contract-types.ts';
import { authenticate, type Caller } from './auth/authenticate.ts';
import { requestTime } from './clock.ts';
import { toErrorResponse } from './error-response.ts';
import { invalid } from './errors.ts';
import { toHttpResult } from './http-results.ts';
import { finishRequest, withRequestScope } from './observability.ts';
import { jsonResponse } from './responses.ts';
import { type Accepted, type Checked, type FileAnswer, isSpecialResult, type Page, type Redirect } from './results.ts';

type Event = APIGatewayProxyEvent;
type Result = APIGatewayProxyResult;

export interface ApiRequest<K extends EndpointKey> {
  body: ParsedBodyOf<K>;
  query: ParsedQueryOf<K>;
  /** The path's `{name}` segments, each checked by its schema (`pathParamSchema`). */
  params: PathParamsOf<K>;
  /** The signed-in caller; absent only on public endpoints. */
  caller: K extends PublicKeys ? Caller | undefined : Caller;
  headers: Record<string, string | undefined>;
  now: Date;
  event: Event;
}

type PublicKeys = {
  [K in EndpointKey]: Contract[K]['access']['kind'] extends 'public' ? K : never;
}[EndpointKey];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParamsOf<K extends EndpointKey> = { readonly [N in ParamNames<Contract[K]['path']>]: string };

type Def<K extends EndpointKey> = Contract[K];
/**
 * A handler answers its data (sent with the contract's status), or a result the contract declares:
 * a redirect (`status: 302`), a page (`answersHtml`), an accepted answer (`acceptsLater`), a file (`answersFile`),
 * a checked answer (`previews`).
 */
export type HandlerOutput<K extends EndpointKey> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is an async function that returns nothing, typed Promise<void>; `undefined` would make each one end in `return undefined`
  Def<K> extends { status: 204 } ? void : Answer<K>;
type Answer<K extends EndpointKey> =
  | ResponseOf<K>
  | (Def<K> extends { status: 302 } ? Redirect : never)
  | (Def<K> extends { answersHtml: true } ? Page : never)
  | (Def<K> extends { acceptsLater: true } ? Accepted<ResponseOf<K>> : never)
  | (Def<K> extends { previews: true } ? Checked<ResponseOf<K>> : never)
  | (Def<K> extends { answersFile: true } ? FileAnswer : never);

interface Parsed {
  headers: Record<string, string | undefined>;
  rawBody: unknown;
  now: Date;
  caller?: Caller;
  body?: unknown;
  query?: unknown;
}

const parsedByEvent = new WeakMap<Event, Parsed>();

function state(event: Event): Parsed {
  const s = parsedByEvent.get(event);
  if (!s) throw new Error('request was not parsed');
  return s;
}

const mapErrors = (): MiddlewareObj<Event, Result> => ({
  onError: (request) => {
    request.response = toErrorResponse(request.error);
  },
});

const parseRequest = (def: Contract[EndpointKey]): MiddlewareObj<Event, Result> => ({
  before: ({ event }) => {
    const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const rawBody = parseBody(event, headers, 'readsForm' in def && def.readsForm === true);
    parsedByEvent.set(event, { headers, rawBody, now: requestTime(headers) });
  },
});

const isFormBody = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

function parseBody(event: Event, headers: Record<string, string | undefined>, readsForm: boolean): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  // Multipart and binary bodies are read by their own handlers; anything else must be JSON,
  // whatever content type an older client labelled it with.
  if (isBinaryMediaType(headers['content-type'])) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (readsForm && isFormBody(headers['content-type'])) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('Request body must be valid JSON');
  }
}

const authenticateCaller = (def: Contract[EndpointKey]): MiddlewareObj<Event, Result> => ({
  before: async ({ event }) => {
    const s = state(event);
    s.caller = await authenticate(def.access, s.headers.authorization, s.now);
  },
});

function validate(schema: z.ZodMiniType | undefined, value: unknown, fallback: unknown): unknown {
  if (!schema) return fallback;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalid(result.error.issues[0]?.message ?? 'Invalid request');
}

const validateInput = (def: Contract[EndpointKey]): MiddlewareObj<Event, Result> => ({
  before: ({ event }) => {
    const s = state(event);
    if (s.rawBody !== undefined && (typeof s.rawBody !== 'object' || s.rawBody === null || Array.isArray(s.rawBody))) {
      if ('body' in def) throw invalid('Request body must be a JSON object');
    }
    for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
      validate(pathParamSchema(name), value ?? '', undefined);
    }
    s.body = validate('body' in def ? def.body : undefined, s.rawBody, undefined);
    s.query = validate('query' in def ? def.query : undefined, event.queryStringParameters, undefined);
  },
});

/** A string field `projectId` of a parsed body or query, for the log line. */
function projectIdOf(...values: unknown[]): string | undefined {
  for (const value of values) {
    const id = typeof value === 'object' && value !== null ? (value as { projectId?: unknown }).projectId : undefined;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/**
 * The handler of `key`, whose contract entry `def` the handler imports by name from its file of
 * shared/endpoints/ (`import * as declared`, then `declared.<key>`). The entry is passed in, not looked up
 * in the contract or its area, so a Lambda bundles its own endpoint's schemas only
 * (docs/architecture.md#lambdas-that-start-fast).
 */
export function endpoint<K extends EndpointKey>(
  key: K,
  def: Contract[K],
  fn: (req: ApiRequest<K>) => Promise<HandlerOutput<K>>,
) {
  const chain = chainOf(def, fn);
  const { method, path } = def;
  // One log line and the metrics of each request (observability.ts); the path is the contract's, so a
  // share link's secret never reaches a log.
  return (event: Event, context: Context): Promise<Result> =>
    withRequestScope(key, async () => {
      const started = performance.now();
      const result = await chain(event, context);
      const s = parsedByEvent.get(event);
      finishRequest({
        endpoint: key,
        method,
        path,
        status: result.statusCode,
        durationMs: Math.round(performance.now() - started),
        correlationId: event.requestContext?.requestId,
        callerId: s?.caller?.userId,
        role: s?.caller?.role,
        projectId: projectIdOf(s?.body, s?.query),
      });
      return result;
    });
}

function chainOf<K extends EndpointKey>(def: Contract[K], fn: (req: ApiRequest<K>) => Promise<HandlerOutput<K>>) {
  const status = def.status;
  return middy<Event, Result>()
    .use(mapErrors())
    .use(parseRequest(def))
    .use(authenticateCaller(def))
    .use(validateInput(def))
    .handler(async (event) => {
      const s = state(event);
      const out = await fn({
        body: s.body,
        query: s.query,
        params: pathParams(def.path, event.pathParameters),
        caller: s.caller,
        headers: s.headers,
        now: s.now,
        event,
      } as ApiRequest<K>);
      if (isSpecialResult(out)) return toHttpResult(out);
      return jsonResponse(status, out);
    });
}

/** Every `{name}` of the contract's path, as API Gateway matched it; a missing one is refused. */
function pathParams(path: string, given: Record<string, string | undefined> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name = ''] of path.matchAll(/\{(\w+)\}/g)) {
    const value = given?.[name];
    if (value === undefined || value === '') throw invalid(`The path is missing its ${name}`);
    out[name] = value;
  }
  return out;
}
