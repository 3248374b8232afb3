import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createApiClient,
  errorReason,
  fileNameOf,
  NetworkError,
  serverMessageOr,
  withReason,
} from './api-client.ts';

const ID = '01J0000000000000000000000A';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(responses: (Response | Error)[], token: string | null = 'stored-token') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const onSessionEnded = vi.fn();
  const sleep = vi.fn(async () => {});
  const api = createApiClient({ fetch, getToken: () => token, onSessionEnded, sleep, backoff: () => 1 });
  const header = (i: number, name: string) => new Headers(calls[i]?.init.headers).get(name);
  return { api, calls, fetch, onSessionEnded, sleep, header };
}

describe('buildUrl', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(buildUrl('/api/users/{id}', { id: 'a b/c' }, undefined)).toBe('/api/users/a%20b%2Fc');
  });

  it('appends defined query values only', () => {
    expect(buildUrl('/api/projects', undefined, { user_id: 'u1', skip: undefined, none: null })).toBe(
      '/api/projects?user_id=u1',
    );
    expect(buildUrl('/api/projects', undefined, {})).toBe('/api/projects');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/api/users/{id}', {}, undefined)).toThrow(/Missing path parameter "id"/);
  });
});

describe('api', () => {
  it('sends the method, path, JSON body and bearer token from the contract', async () => {
    const t = setup([json(200, { _id: ID })]);
    await t.api('updateUser', {
      params: { id: ID },
      body: { name: 'N', email: 'n@example.com', roles: 'pm', allowedProjects: [] },
    });
    expect(t.calls[0]?.url).toBe(`/api/users/${ID}`);
    expect(t.calls[0]?.init.method).toBe('PUT');
    expect(t.header(0, 'Authorization')).toBe('Bearer stored-token');
    expect(t.header(0, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(t.calls[0]?.init.body))).toEqual({
      name: 'N',
      email: 'n@example.com',
      roles: 'pm',
      allowedProjects: [],
    });
  });

  it('sends the token on GET /api/users (the old client sent none)', async () => {
    const t = setup([json(200, [])]);
    await t.api('listUsers');
    expect(t.calls[0]?.init.method).toBe('GET');
    expect(t.header(0, 'Authorization')).toBe('Bearer stored-token');
  });

  it('sends no token to the public login endpoint', async () => {
    const t = setup([json(200, { access_token: 'x' })]);
    await t.api('login', { body: { email: 'a@b.c', password: 'p' } });
    expect(t.header(0, 'Authorization')).toBeNull();
  });

  it('uses an explicit token instead of the stored one', async () => {
    const t = setup([json(200, { access_token: 'new' })]);
    await t.api('updateProfile', { body: { name: 'N', currentPassword: 'a' }, token: 'one-time' });
    expect(t.header(0, 'Authorization')).toBe('Bearer one-time');
  });

  it('adds the query string', async () => {
    const t = setup([json(200, [])]);
    await t.api('listProjects', { query: { user_id: 'U1' } });
    expect(t.calls[0]?.url).toBe('/api/projects?user_id=U1');
  });

  it("throws ApiError with the response's error field", async () => {
    const t = setup([json(409, { error: 'Email already in use' })]);
    const error = await t.api('createUser', { body: { name: 'N', email: 'a@b.c', roles: 'pm' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email already in use');
    expect(error.serverMessage).toBe('Email already in use');
  });

  it('throws ApiError without a server message when the body has no error field', async () => {
    const t = setup([new Response('<html>bad gateway</html>', { status: 500 })]);
    const error = await t.api('getMe').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeUndefined();
  });

  it('retries a GET after a network failure and a 503, then succeeds', async () => {
    const t = setup([new TypeError('Failed to fetch'), json(503, { error: 'busy' }), json(200, [{ _id: ID }])]);
    await expect(t.api('listProjects', {})).resolves.toEqual([{ _id: ID }]);
    expect(t.fetch).toHaveBeenCalledTimes(3);
    expect(t.sleep).toHaveBeenCalledTimes(2);
  });

  it('gives up on a GET after two retries with a NetworkError', async () => {
    const t = setup([new TypeError('x'), new TypeError('x'), new TypeError('x')]);
    const error = await t.api('getMe').catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('Server connection error');
    expect(t.fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST', async () => {
    const t = setup([new TypeError('x')]);
    const error = await t.api('login', { body: { email: 'a@b.c', password: 'p' } }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(t.fetch).toHaveBeenCalledTimes(1);

    const u = setup([json(503, { error: 'busy' })]);
    await expect(u.api('createProject', { body: { name: 'P' } })).rejects.toBeInstanceOf(ApiError);
    expect(u.fetch).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 for a signed-in call', async () => {
    const t = setup([json(401, { error: 'Your session has expired. Please log in again.' })]);
    await expect(t.api('getMe')).rejects.toBeInstanceOf(ApiError);
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the user must change the password first', async () => {
    const t = setup([json(403, { error: 'You must change your password before continuing.' })]);
    await expect(t.api('listProjects', {})).rejects.toBeInstanceOf(ApiError);
    expect(t.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 from login, a plain 403, and with an explicit token', async () => {
    const t = setup([
      json(401, { error: 'Invalid email or password' }),
      json(403, { error: 'Forbidden' }),
      json(401, { error: 'expired' }),
    ]);
    await expect(t.api('login', { body: { email: 'a@b.c', password: 'p' } })).rejects.toThrow(
      'Invalid email or password',
    );
    await expect(t.api('listUsers')).rejects.toThrow('Forbidden');
    await expect(t.api('updateProfile', { body: { name: 'N', currentPassword: 'x' }, token: 't' })).rejects.toThrow(
      'expired',
    );
    expect(t.onSessionEnded).not.toHaveBeenCalled();
  });

  it('says Invalid server response for a success that is not JSON', async () => {
    const t = setup([new Response('not json', { status: 200 })]);
    await expect(t.api('getMe')).rejects.toThrow('Invalid server response');
  });
});

describe('error wording', () => {
  it('builds the spec messages', () => {
    expect(withReason('Failed to update user', new ApiError(400, 'x', 'Name is required'))).toBe(
      'Failed to update user: Name is required',
    );
    expect(withReason('Failed to update user', undefined)).toBe('Failed to update user');
    expect(errorReason(new NetworkError())).toBe('Server connection error');
    expect(serverMessageOr(new ApiError(400, 'x', 'Current password is incorrect'), 'Failed to update profile')).toBe(
      'Current password is incorrect',
    );
    expect(serverMessageOr(new Error('boom'), 'Failed to update profile')).toBe('Failed to update profile');
  });

  it('B9: a failure without a server text gives the bare spec fallback, never a status code', () => {
    const bare = new ApiError(500, 'Request failed with status 500');
    expect(withReason('Failed to fetch projects', bare)).toBe('Failed to fetch projects');
    expect(withReason('Failed to update user', new ApiError(502, 'Request failed with status 502'))).toBe(
      'Failed to update user',
    );
    expect(errorReason(bare)).toBeUndefined();
    expect(serverMessageOr(bare, 'Failed to load files and folders')).toBe('Failed to load files and folders');
  });
});

describe('a form or a JSON body to one endpoint (the schedule import)', () => {
  it('a form goes as the form, without a JSON content type; a body alone goes as JSON', async () => {
    const answer = {
      status: 'preview',
      tasks: 0,
      phases: 0,
      links: 0,
      milestones: 0,
      daysOff: 0,
      warnings: [],
      errors: [],
    };
    const t = setup([json(200, answer), json(200, answer)]);
    const params = { projectId: ID, schedule: 'construction' };
    const form = new FormData();
    form.set('file', new Blob(['<Project/>']), 'plan.xml');
    await t.api('importSchedule', { params, query: { preview: 'true' }, body: {}, form });
    expect(t.calls[0]?.init.body).toBe(form);
    expect(t.header(0, 'Content-Type')).toBeNull();
    await t.api('importSchedule', { params, query: { preview: 'true' }, body: { uploadId: ID } });
    expect(t.calls[1]?.init.body).toBe(JSON.stringify({ uploadId: ID }));
    expect(t.header(1, 'Content-Type')).toBe('application/json');
  });
});

describe('api.file: an endpoint that answers a file to save', () => {
  it('answers the bytes and the exact name of Content-Disposition; a refusal is an ApiError with the server text', async () => {
    const name = "Queen's Quay tower – Construction schedule.xml";
    const t = setup([
      new Response('<Project/>', {
        status: 200,
        headers: {
          'Content-Type': 'application/xml',
          'Content-Disposition': `attachment; filename="Queen's Quay tower _ Construction schedule.xml"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      }),
      json(403, { error: 'You do not have permission to access this section.' }),
    ]);
    const params = { projectId: ID, schedule: 'construction' };
    const saved = await t.api.file('exportSchedule', { params, query: { format: 'mspdi' } });
    expect(saved.fileName).toBe(name);
    expect(await saved.blob.text()).toBe('<Project/>');
    expect(t.calls[0]?.url).toBe(`/api/projects/${ID}/schedules/construction/export?format=mspdi`);
    expect(t.header(0, 'Accept')).toBe('*/*');
    await expect(t.api.file('exportSchedule', { params, query: { format: 'csv' } })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'You do not have permission to access this section.',
    });
  });

  it('reads the plain filename when there is no exact one, and says "download" when there is none', () => {
    expect(fileNameOf('attachment; filename="plan.csv"')).toBe('plan.csv');
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'%E0%A4%A')).toBe('a.csv');
    expect(fileNameOf(null)).toBe('download');
  });
});
