/**
 * One typed call for every endpoint of the contract (docs/architecture.md#one-contract-declares-every-endpoint):
 *   api('updateUser', { params: { id }, body })  →  Promise<User>
 * The method, the path and whether a bearer token is sent all come from shared/contract.ts.
 */
// Types only: the contract's schemas are not downloaded; the run-time table is shared/routes.generated.ts.
import type { BodyOf, Contract, EndpointKey, QueryOf, ResponseOf } from '#shared/contract.ts';
import { routes } from '#shared/routes.generated.ts';
import { clearSession, getToken } from './session.ts';

/** The server's answer when a user still has to replace a one-time password. Same text as functions/commons/auth. */
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing.';
export const SERVER_CONNECTION_ERROR = 'Server connection error';
export const INVALID_SERVER_RESPONSE = 'Invalid server response';

/** An answer from the server with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The `error` field of the response body, when there was one. */
    readonly serverMessage?: string,
    /** The whole JSON body of the refusal, for an endpoint that says more than `error` (an import's problems). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** No answer at all: offline, DNS, connection refused, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super(SERVER_CONNECTION_ERROR, { cause });
  }
}

/* ---- Types derived from the contract ---- */

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type PathOf<K extends EndpointKey> = Contract[K]['path'];

type ParamsPart<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string> };
type BodyPart<K extends EndpointKey> = [BodyOf<K>] extends [undefined] ? { body?: undefined } : { body: BodyOf<K> };
type QueryPart<K extends EndpointKey> = [QueryOf<K>] extends [undefined]
  ? { query?: undefined }
  : { query?: QueryOf<K> };

export type CallOptions<K extends EndpointKey> = ParamsPart<K> &
  BodyPart<K> &
  QueryPart<K> & {
    signal?: AbortSignal;
    /** Use this token instead of the stored one (the forced password change, before anything is stored). */
    token?: string;
    /** A multipart/form-data body instead of JSON (a schedule file to import). */
    form?: FormData;
  };

type NeedsOptions<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never]
  ? [BodyOf<K>] extends [undefined]
    ? false
    : true
  : true;

/** The endpoints that answer a file to save (`answersFile` in the contract): only these go through `api.file`. */
export type FileKey = { [K in EndpointKey]: Contract[K] extends { answersFile: true } ? K : never }[EndpointKey];

export type CallArgs<K extends EndpointKey> = NeedsOptions<K> extends true ? [CallOptions<K>] : [CallOptions<K>?];

/* ---- URL building ---- */

/** Fills the {name} segments of a contract path (URI-encoded) and appends the defined query values. */
export function buildUrl(
  path: string,
  params: Record<string, string> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/* ---- The client ---- */

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Called when a stored token is refused (401) or its user must change the password first. */
  onSessionEnded: () => void;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Retries of a safe (GET) request after a network failure or a 502/503/504. */
  maxRetries: number;
  /** Delay before retry n (0-based). */
  backoff: (attempt: number) => number;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const defaultBackoff = (attempt: number) => 300 * 3 ** attempt + Math.floor(Math.random() * 100);

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorField(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    getToken: () => getToken(),
    onSessionEnded: () => clearSession(),
    sleep: defaultSleep,
    maxRetries: 2,
    backoff: defaultBackoff,
    ...overrides,
  };

  /** Sends a call, retrying a safe one as ApiClientDeps says; answers the response when it is a success. */
  async function send<K extends EndpointKey>(key: K, options: CallOptions<K> | undefined, accept: string) {
    const endpoint = routes[key];
    const opts = (options ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      token?: string;
      form?: FormData;
    };
    const url = buildUrl(endpoint.path, opts.params, opts.query);
    const isPublic = endpoint.public;
    const storedToken = isPublic || opts.token ? null : deps.getToken();
    const token = isPublic ? null : (opts.token ?? storedToken);

    const headers: Record<string, string> = { Accept: accept };
    // A form goes as itself even when the endpoint also takes a JSON body (an import: a form, or { uploadId }).
    if (opts.body !== undefined && !opts.form) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = {
      method: endpoint.method,
      headers,
      // A form's content type (with its boundary) is written by fetch itself.
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
      credentials: 'same-origin',
    };

    const safe = endpoint.method === 'GET';
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await deps.fetch(url, init);
      } catch (error) {
        if (isAbort(error) || opts.signal?.aborted) throw error;
        if (safe && attempt < deps.maxRetries) {
          await deps.sleep(deps.backoff(attempt), opts.signal);
          continue;
        }
        throw new NetworkError(error);
      }

      if (safe && RETRYABLE_STATUSES.has(response.status) && attempt < deps.maxRetries) {
        await deps.sleep(deps.backoff(attempt), opts.signal);
        continue;
      }

      if (!response.ok) {
        const parsed = await readJson(response);
        const serverMessage = parsed.ok ? errorField(parsed.value) : undefined;
        const sessionEnded =
          storedToken !== null &&
          (response.status === 401 || (response.status === 403 && serverMessage === PASSWORD_CHANGE_REQUIRED));
        if (sessionEnded) deps.onSessionEnded();
        throw new ApiError(
          response.status,
          serverMessage ?? `Request failed with status ${response.status}`,
          serverMessage,
          parsed.ok ? parsed.value : undefined,
        );
      }
      return response;
    }
  }

  async function api<K extends EndpointKey>(key: K, ...[options]: CallArgs<K>): Promise<ResponseOf<K>> {
    const response = await send(key, options, 'application/json');
    const parsed = await readJson(response);
    if (!parsed.ok) throw new ApiError(response.status, INVALID_SERVER_RESPONSE);
    return parsed.value as ResponseOf<K>;
  }

  /** An endpoint that answers a file (`answersFile` in the contract): its bytes and the name to save it under. */
  async function file<K extends FileKey>(key: K, ...[options]: CallArgs<K>): Promise<SavedFile> {
    const response = await send(key, options, '*/*');
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  return Object.assign(api, { file });
}

export interface SavedFile {
  blob: Blob;
  fileName: string;
}

/** The name in a Content-Disposition header: the exact `filename*`, else `filename`, else "download". */
export function fileNameOf(header: string | null): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] || 'download';
}

export const api = createApiClient();

/* ---- Turning errors into the spec's messages ---- */

/**
 * The reason to show after "Failed to ...: ", or undefined when there is none worth showing. A bare
 * status code is never a reason: a person cannot act on "500", so the spec's fallback stands alone.
 */
export function errorReason(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof NetworkError) return SERVER_CONNECTION_ERROR;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** 'Failed to update user: {reason}', or the bare prefix when there is no reason. */
export function withReason(prefix: string, error: unknown): string {
  const reason = errorReason(error);
  return reason ? `${prefix}: ${reason}` : prefix;
}

/** The server's own text, else the fallback (spec: "server error text, else '...'"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return SERVER_CONNECTION_ERROR;
  return fallback;
}
