/**
 * Hostile input against every contract endpoint, generated with fast-check: wrong types, missing and
 * extra fields, huge strings, unicode and control characters, path traversal, malformed JSON and
 * multipart. The answer is never a 5xx and always a JSON error when refused, and a refused request
 * writes nothing: every generated string carries a marker, and no stored item or object may hold
 * the marker of a refused request.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, type EndpointKey, endpointKeys, type HttpMethod } from '../../shared/contract.ts';
import type { Pin, PinCommentsPage } from '../../shared/models/pins.ts';
import { boundPinId } from '../../shared/pin-ids.ts';
import { dayOffTwice, NO_WORKING_WEEKDAY, TOO_MANY_DAYS_OFF, WEEKDAY_MESSAGE } from '../../shared/schemas/calendar.ts';
import { PIN_ID_FUTURE, PIN_ID_MESSAGE, PIN_ID_NOT_YOURS, TOO_MANY_PIN_PHOTOS } from '../../shared/schemas/pins.ts';
import { MADE_AT_FUTURE, MADE_AT_MESSAGE, MADE_AT_TOO_OLD, SUBMISSION_ID_MESSAGE } from '../../shared/schemas/tasks.ts';
import { addDaysToDateKey } from '../../shared/time.ts';
import { asAdmin, call, createProject, createSignedInUser, login } from '../support/api.ts';
import { FILES_BUCKET, s3, TABLE_NAME, tableClient } from '../support/aws.ts';
import { ENDS_CALLER_SESSION, pathFor } from '../support/contract-requests.ts';
import { NOT_DATES, OUT_OF_YEARS } from '../support/dates.ts';
import { uploadSmall } from '../support/documents.ts';
import { markupBody, markupsPath, SHAPES } from '../support/markups.ts';
import { LETTER, pinBody, placePin, sheet } from '../support/pins.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
let cases = 0;
const refusedMarkers = new Set<string>();
let markerSeq = 0;
const nextMarker = () => {
  markerSeq += 1;
  // Lower case with underscores: it survives lower-casing and key sanitising, and no ULID (upper case)
  // or random token is likely to contain it by chance.
  return `zq_fuzz${markerSeq}_qz`;
};

const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%2e%2e%2f',
    'a/../../b',
    '\u0000\u0007\u001b[31m',
    '\uFEFF\u202E',
  ),
  fc.constant('x'.repeat(200_000)),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE users; --", '{"$ne":null}', 'NaN', '-1', '1e309'),
);

const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  nastyText,
);

/** A body shaped like the endpoint's schema, with each field possibly missing, mistyped or nasty. */
function bodyFor(key: EndpointKey) {
  const def = contract[key];
  const schema = 'body' in def ? (def.body as { shape?: Record<string, unknown> }) : undefined;
  const fields = Object.keys(schema?.shape ?? {});
  const shaped = fc.record(
    Object.fromEntries(
      [...fields, 'unexpectedField', '__proto__'].map((f) => [f, fc.option(wrongValue, { nil: undefined })]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof(shaped, fc.anything(), wrongValue);
}

function mark(value: unknown, marker: string): unknown {
  if (typeof value === 'string') return `${marker}${value}`;
  if (Array.isArray(value)) return value.map((v) => mark(v, marker));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, marker)]));
  }
  return value;
}

async function expectCleanRefusal(
  key: EndpointKey,
  res: { status: number; body: unknown; headers: Headers },
  marker: string,
  label: string,
) {
  cases += 1;
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    const htmlPage = 'answersHtml' in contract[key] && (res.headers.get('content-type') ?? '').includes('text/html');
    // Link pages answer people with HTML; anything refused before routing (oversized headers) is JSON.
    if (!htmlPage) expect(res.body, label).toEqual({ error: expect.any(String) });
    refusedMarkers.add(marker);
  }
}

/** The admin's token, or a fresh session of a user of its own for an endpoint that ends the caller's session. */
async function tokenSource(key: EndpointKey): Promise<() => Promise<string>> {
  if (!ENDS_CALLER_SESSION.includes(key)) {
    const token = await asAdmin();
    return async () => token;
  }
  const user = await createSignedInUser('pm');
  return async () => (await login(user.email, user.password)).access_token;
}

/** Sends each body to `path` as `method` and expects a 400 with that body's error; each is a case. */
async function expectRefused(
  path: string,
  method: HttpMethod,
  token: string,
  refused: readonly (readonly [body: unknown, error: string])[],
): Promise<void> {
  for (const [body, error] of refused) {
    cases += 1;
    expect(await call(path, { method, token, body }), JSON.stringify(body).slice(0, 120)).toMatchObject({
      status: 400,
      body: { error },
    });
  }
}

const mutating = endpointKeys.filter((k) => contract[k].method !== 'GET');

afterAll(() => {
  console.log(`hostile input: ${cases} cases over ${endpointKeys.length} endpoints`);
});

describe.each(endpointKeys)('%s', (key) => {
  const def = contract[key];

  it('refuses generated bodies, queries and path parameters cleanly', async () => {
    const tokenFor = await tokenSource(key);
    await fc.assert(
      fc.asyncProperty(
        bodyFor(key),
        fc.dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 3 }),
        nastyText,
        async (body, query, param) => {
          const marker = nextMarker();
          const params = Object.fromEntries(
            [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, `${marker}${param}`.slice(0, 300)]),
          );
          const search = new URLSearchParams(Object.entries(mark(query, marker) as Record<string, string>)).toString();
          const path = `${pathFor(key, params)}${search ? `?${search}` : ''}`;
          const res = await call(path, {
            method: def.method,
            token: await tokenFor(),
            ...(def.method !== 'GET' && { body: mark(body, marker) ?? null }),
          });
          await expectCleanRefusal(key, res, marker, `${def.method} ${path.slice(0, 120)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** encodeURIComponent, or for text with a lone surrogate (which it refuses) that surrogate's UTF-8 bytes. */
function encodedOrRaw(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

describe('searchProject with hostile search text', () => {
  it('answers long queries, odd unicode and injection-like text with results or a JSON 400, never a 5xx', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const fixed = [
      'x'.repeat(200_000),
      'plan '.repeat(40),
      '\u0000\u0007\u001b[31m plan',
      '\uFEFF\u202E plan',
      'Z\u0351\u0360a\u035B\u0346l\u0351go plan',
      '\uD800 lone surrogate',
      '#file#',
      'SEARCH#',
      "' OR 1=1 --",
      '{"$ne":null}',
      '<script>alert(1)</script>',
      'begins_with(SK, :p)',
      '%00%2e%2e%2f',
      '東京 タワー',
      '🏗️🏗️ plan',
    ];
    const generated = fc.sample(nastyText, RUNS);
    for (const q of [...fixed, ...generated]) {
      // A lone surrogate cannot be percent-encoded as UTF-8: it is sent as the bytes an encoder would make of it.
      const encoded = encodedOrRaw(q);
      const res = await call<{ error?: string; groups?: unknown[] }>(
        `/api/projects/${project._id}/search?q=${encoded.slice(0, 6000)}`,
        { token },
      );
      cases += 1;
      const label = `q=${JSON.stringify(q.slice(0, 40))}`;
      expect(res.status, label).toBeLessThan(500);
      if (res.status === 200) expect(Array.isArray(res.body.groups), label).toBe(true);
      else {
        expect(res.status, label).toBe(400);
        expect(res.body, label).toEqual({ error: expect.any(String) });
      }
    }
  });
});

describe.each(mutating)('%s with broken bodies', (key) => {
  it('answers malformed JSON, a lying content type and malformed multipart with a JSON error', async () => {
    const tokenFor = await tokenSource(key);
    const def = contract[key];
    const marker = nextMarker();
    const path = pathFor(key);
    for (const [contentType, rawBody] of [
      ['application/json', `{"name":"${marker}`],
      ['application/json', `[${marker}]`],
      ['text/plain', `{"name": "${marker}"}x`],
      [
        'multipart/form-data; boundary=XYZ',
        `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="${marker}.pdf"\r\nContent-Type: image/png\r\n\r\n%PDF-1.4 not really`,
      ],
      ['multipart/form-data', `${marker}`],
      ['image/png', `${marker}`],
    ] as const) {
      const res = await call(path, {
        method: def.method,
        token: await tokenFor(),
        rawBody,
        headers: { 'content-type': contentType },
      });
      await expectCleanRefusal(key, res, marker, `${def.method} ${path} as ${contentType}`);
    }
  });
});

describe('markups with hostile values (docs/requirements.md#markups)', () => {
  it('huge vector lists, points off the page, stroke widths out of range, long text, odd numbers, a missing version: 400, nothing written', async () => {
    const token = await asAdmin();
    const [project, other] = [await createProject(), await createProject()];
    const [own, foreign] = [await sheet(project._id), await sheet(other._id)];
    const line = { kind: 'freehand', colour: 'red', width: 2 };
    const stroke = (count: number) => ({
      ...line,
      points: Array.from({ length: count }, (_, i) => ({ x: 1, y: i % 700 })),
    });
    const withShapes = (shapes: unknown): Record<string, unknown> => ({ ...markupBody(), shapes });
    const arrow = (fields: Record<string, unknown>) => ({ ...SHAPES[1], ...fields });
    const refused: [Record<string, unknown>, string][] = [
      [withShapes([stroke(20_000)]), 'A freehand stroke holds at most 2000 points'],
      [withShapes([stroke(2000), stroke(2000), stroke(2000)]), 'A markup holds at most 5000 points'],
      [withShapes(Array(1000).fill(SHAPES[1])), 'A markup holds at most 200 shapes'],
      [
        withShapes(Array(200).fill({ ...SHAPES[2], text: '東'.repeat(500) })),
        "A markup's shapes must take at most 300 KB",
      ],
      [withShapes([arrow({ to: { x: 612.5, y: 10 } })]), 'Every point of a markup must be on the page'],
      [withShapes([arrow({ to: { x: 10, y: 1e9 } })]), 'y must be from 0 to 14400'],
      [withShapes([arrow({ to: { x: '1e309', y: 1 } })]), 'x must be a number'],
      [withShapes([arrow({ from: null })]), 'Invalid input: expected object, received null'],
      [withShapes([arrow({ colour: 'url(#x)' })]), 'Colour must be one of red, orange, green, blue, purple, black'],
      [withShapes([arrow({ width: 0 })]), 'Stroke width must be from 0.5 to 20'],
      [withShapes([arrow({ width: 20.5 })]), 'Stroke width must be from 0.5 to 20'],
      [withShapes([arrow({ width: -4 })]), 'Stroke width must be from 0.5 to 20'],
      [withShapes([arrow({ width: 1e308 })]), 'Stroke width must be from 0.5 to 20'],
      [withShapes([arrow({ width: '8' })]), 'Stroke width must be a number'],
      [withShapes([{ ...SHAPES[2], width: undefined }]), 'Stroke width must be a number'],
      [withShapes([{ ...SHAPES[2], text: 'x'.repeat(100_000) }]), 'Text must be at most 500 characters'],
      [
        withShapes([{ ...SHAPES[2], kind: '__proto__' }]),
        "A shape's kind must be one of freehand, cloud, arrow, rectangle, text, dimension",
      ],
      [withShapes({ 0: SHAPES[0] }), 'shapes must be a list of shapes'],
      [markupBody({ version: 2 }), 'The sheet has no version 2'],
      [markupBody({ page: -1 }), 'Page must be from 1 to 100000'],
    ];
    await expectRefused(markupsPath(own), 'POST', token, refused);
    // Another project's sheet: the caller's project is not its project.
    const pm = await createSignedInUser('pm', [project._id]);
    cases += 1;
    expect(await call(markupsPath(foreign), { method: 'POST', token: pm.token, body: markupBody() })).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this project' },
    });
    for (const fileId of [own, foreign]) {
      expect(await call<unknown[]>(markupsPath(fileId), { token })).toMatchObject({ status: 200, body: [] });
    }
  });
});

describe('pins with hostile values (docs/requirements.md#pins-on-a-sheet)', () => {
  it("a point outside the page, odd numbers, another project's sheet and a huge description: 400, nothing written", async () => {
    const token = await asAdmin();
    const [project, other] = [await createProject(), await createProject()];
    const [own, foreign] = [await sheet(project._id), await sheet(other._id)];
    const me = (await call<{ _id: string }>('/api/auth/me', { token })).body._id;
    const spot = (fields: Record<string, unknown>) => ({ page: 1, x: 10, y: 10, ...LETTER, ...fields });
    const refused: [Record<string, unknown>, string][] = [
      [pinBody(own, { spot: spot({ x: 612.5 }) }), 'The pin must be on the page'],
      [pinBody(own, { spot: spot({ y: 1e6 }) }), 'y must be from 0 to 14400'],
      [{ ...pinBody(own), spot: spot({ x: '1e309' }) }, 'x must be a number'],
      [{ ...pinBody(own), spot: spot({ x: null }) }, 'x must be a number'],
      [{ ...pinBody(own), spot: spot({ page: 1.5 }) }, 'Page must be a whole number'],
      [{ ...pinBody(own), spot: [1, 2] }, 'Invalid input: expected object, received array'],
      [pinBody(foreign), 'The sheet is not a file of this project'],
      [pinBody(own, { description: 'x'.repeat(200_000) }), 'Description must be at most 5000 characters'],
      [{ ...pinBody(own), fileId: '../../etc/passwd' }, 'fileId is not a valid id'],
      [{ ...pinBody(own), dueDate: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ ...pinBody(own), id: '../../PIN#x' }, PIN_ID_MESSAGE],
      [{ ...pinBody(own), id: 'z'.repeat(26) }, PIN_ID_MESSAGE],
      [{ ...pinBody(own), id: `${'0'.repeat(26)}0` }, PIN_ID_MESSAGE],
      [{ ...pinBody(own), id: 42 }, PIN_ID_MESSAGE],
      [{ ...pinBody(own), id: boundPinId(me, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ') }, PIN_ID_FUTURE],
      [{ ...pinBody(own), id: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ' }, PIN_ID_NOT_YOURS],
      [{ ...pinBody(own), id: own }, PIN_ID_NOT_YOURS],
    ];
    await expectRefused(`/api/projects/${project._id}/pins`, 'POST', token, refused);
    const stored = await call<unknown[]>(`/api/file/plan/${own}/pins`, { token });
    expect(stored).toMatchObject({ status: 200, body: [] });
  });
});

describe("a pin's changes and the pin lists with hostile values (docs/requirements.md#pins-on-a-sheet)", () => {
  it('a move off the page, odd fields, an unknown status and odd filters: 400, the pin unchanged', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const pin = await placePin(project._id, await sheet(project._id));
    const path = `/api/pins/${pin._id}`;
    await expectRefused(path, 'PUT', token, [
      [{ spot: { page: 1, x: 700, y: 10, ...LETTER } }, 'The pin must be on the page'],
      [{ spot: { page: 0, x: 10, y: 10, ...LETTER } }, 'Page must be from 1 to 100000'],
      [{ confirmPosition: false }, 'confirmPosition must be true'],
      [{ description: 'x'.repeat(200_000) }, 'Description must be at most 5000 characters'],
      [{ category: 'fire' }, 'Category must be defect, safety, question or punch'],
      [{ assigneeId: '../../USER#x' }, 'Assignee is not a valid id'],
      [{ dueDate: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
    ]);
    await expectRefused(`${path}/status`, 'POST', token, [
      [{ status: 'done' }, 'Status must be open, ready or closed'],
      [{ status: { $ne: null } }, 'Status must be open, ready or closed'],
    ]);
    const lists: [string, string][] = [
      ['pins?status=done', 'Status must be open, ready or closed'],
      ['pins?category=fire', 'Category must be defect, safety, question or punch'],
      ['pins?overdue=maybe', 'overdue must be true or false'],
      ['pins?assigneeId=..%2F..%2Fx', 'assigneeId is not a valid id'],
      ['pins?limit=-1', 'limit must be a whole number'],
      ['pins/export?status=done', 'Status must be open, ready or closed'],
      ['pins/export?fileId=%00', 'fileId is not a valid id'],
    ];
    for (const [query, error] of lists) {
      cases += 1;
      expect(await call(`/api/projects/${project._id}/${query}`, { token }), query).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(await call<Pin>(path, { token })).toMatchObject({
      status: 200,
      body: { spot: pin.spot, category: pin.category, status: pin.status, updatedAt: pin.updatedAt },
    });
  });
});

describe('pin comments with hostile values (docs/requirements.md#pins-on-a-sheet)', () => {
  it('a huge, empty or non-text comment and a cursor of another item: 400, nothing written', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const pin = await placePin(project._id, await sheet(project._id));
    const path = `/api/pins/${pin._id}/comments`;
    const refused: [unknown, string][] = [
      [{ text: 'x'.repeat(200_000) }, 'Comment must be at most 2000 characters'],
      [{ text: '\u0000'.repeat(3000) }, 'Comment must be at most 2000 characters'],
      [{ text: { $ne: null } }, 'Comment is required'],
      [{ text: '' }, 'Comment is required'],
    ];
    await expectRefused(path, 'POST', token, refused);
    cases += 1;
    const cursor = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'USER' })).toString('base64url');
    expect(await call(`${path}?cursor=${cursor}`, { token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' },
    });
    const stored = await call<PinCommentsPage>(path, { token });
    expect(stored).toMatchObject({ status: 200, body: { comments: [], nextCursor: null } });
  });
});

describe('pin photos with hostile values (docs/requirements.md#pins-on-a-sheet)', () => {
  it('odd files, too many, not images, traversal ids: 400, nothing written', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const pin = await placePin(project._id, await sheet(project._id));
    const file = (fields: Record<string, unknown>) => ({ name: 'a.png', size: 10, type: 'image/png', ...fields });
    const starts: [unknown, string][] = [
      [{ files: [file({ type: 'image/svg+xml' })] }, 'Only image files can be uploaded'],
      [{ files: [file({ type: 'text/html' })] }, 'Only image files can be uploaded'],
      [{ files: [file({ size: -1 })] }, 'The file is empty'],
      [{ files: [file({ size: 1e12 })] }, 'Each image must be at most 20 MB'],
      [{ files: [file({ name: 'x'.repeat(100_000) })] }, 'File name must be at most 255 characters'],
      [{ files: Array.from({ length: 21 }, () => file({})) }, TOO_MANY_PIN_PHOTOS],
      [{ files: [] }, 'Please choose at least one image'],
      [{ files: { $ne: null } }, 'files must be a list'],
    ];
    await expectRefused(`/api/pins/${pin._id}/photo-uploads`, 'POST', token, starts);
    const confirms: [unknown, string][] = [
      [{ uploadIds: ['../../etc/passwd'] }, 'Upload id is not a valid id'],
      [{ uploadIds: [] }, 'uploadIds must not be empty'],
      [{ uploadIds: Array.from({ length: 21 }, () => '01ARZ3NDEKTSV4RRFFQ69G5FAV') }, TOO_MANY_PIN_PHOTOS],
      [{ uploadIds: 'x' }, 'uploadIds must be a list'],
    ];
    await expectRefused(`/api/pins/${pin._id}/photos`, 'POST', token, confirms);
    cases += 1;
    expect(await call(`/api/pins/${pin._id}/photos/..%2F..%2Fx`, { method: 'DELETE', token })).toMatchObject({
      status: 400,
      body: { error: 'Photo id is not a valid id' },
    });
    expect(await call(`/api/pins/${pin._id}/photos`, { token })).toMatchObject({ status: 200, body: [] });
    expect(await call<{ photos: string[] }>(`/api/pins/${pin._id}`, { token })).toMatchObject({
      status: 200,
      body: { photos: [] },
    });
  });
});

describe('submission ids of the site report queue', () => {
  it.each([
    ['updateTask', { progress: 10 }],
    ['addTaskNote', { text: 'Slab poured' }],
    ['confirmTaskImageUpload', { uploadIds: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] }],
  ] as const)('%s refuses a bad submission id with a clear message', async (key, body) => {
    const token = await asAdmin();
    for (const bad of ['', 'not-an-id', 'x01ARZ3NDEKTSV4RRFFQ69G5FAV', 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ', 42]) {
      const res = await call(pathFor(key, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), {
        method: contract[key].method,
        token,
        body: { ...body, submissionId: bad },
      });
      expect(res, String(bad)).toMatchObject({ status: 400, body: { error: SUBMISSION_ID_MESSAGE } });
    }
  });
});

describe('N7: madeAt of the site report queue', () => {
  it.each([
    ['addTaskNote', { text: 'Slab poured' }],
    ['confirmTaskImageUpload', { uploadIds: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] }],
  ] as const)(
    'N7: %s refuses a madeAt that is not a time, in the future or too old, with a clear message',
    async (key, body) => {
      const token = await asAdmin();
      const send = (madeAt: unknown) =>
        call(pathFor(key, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), {
          method: contract[key].method,
          token,
          body: { ...body, madeAt },
        });
      const notTimes = [
        '',
        'yesterday',
        '2026-11-23',
        '2026-11-23T21:00:00',
        '2026-02-30T10:00:00Z',
        'x'.repeat(10_000),
      ];
      for (const bad of [...notTimes, 42, null, {}, ['2026-11-23T21:00:00Z']]) {
        expect(await send(bad), JSON.stringify(bad).slice(0, 40)).toMatchObject({
          status: 400,
          body: { error: MADE_AT_MESSAGE },
        });
      }
      expect(await send('9999-12-31T23:59:59Z')).toMatchObject({ status: 400, body: { error: MADE_AT_FUTURE } });
      expect(await send('1970-01-01T00:00:00Z')).toMatchObject({ status: 400, body: { error: MADE_AT_TOO_OLD } });
    },
  );
});

describe("a task's phase and links with hostile values (docs/requirements.md#phases)", () => {
  it('a circle of links, a lag of a million days, a sixth level and a phase of another project: 400, nothing written', async () => {
    const token = await asAdmin();
    const [project, other] = [await createProject(), await createProject()];
    const add = async (projectId: string, fields: Record<string, unknown> = {}) => {
      const res = await call<{ _id: string }>('/api/tasks', {
        method: 'POST',
        token,
        body: { projectId, task_name: 'Task', schedule_start: '2026-05-04', schedule_finish: '2026-05-05', ...fields },
      });
      expect(res.status).toBe(201);
      return res.body._id;
    };
    const a = await add(project._id);
    const b = await add(project._id, { links: [{ id: a, type: 'SS', lag: 2 }] });
    let level = await add(project._id, { type: 'project' });
    for (let n = 2; n <= 5; n++) level = await add(project._id, { type: 'project', parent_id: level });
    const foreign = await add(other._id, { type: 'project' });
    const refused: [string, 'POST' | 'PUT', Record<string, unknown>, string][] = [
      [
        `/api/tasks/${a}`,
        'PUT',
        { links: [{ id: b, type: 'FF', lag: 0 }] },
        'These dependencies would make a cycle: Task → Task → Task',
      ],
      [
        `/api/tasks/${b}`,
        'PUT',
        { links: [{ id: a, type: 'SS', lag: 1_000_000 }] },
        'A lag must be a whole number of working days from -999 to 999',
      ],
      [
        `/api/tasks/${b}`,
        'PUT',
        { links: [{ id: a, type: 'SS', lag: 1.5 }] },
        'A lag must be a whole number of working days from -999 to 999',
      ],
      [
        `/api/tasks/${b}`,
        'PUT',
        { links: [{ id: a, type: 'SS', lag: '2' }] },
        'A lag must be a whole number of working days from -999 to 999',
      ],
      [
        `/api/tasks/${b}`,
        'PUT',
        {
          links: [
            { id: a, type: 'SS', lag: 0 },
            { id: a, type: 'FF', lag: 0 },
          ],
        },
        'A task can be linked to another task only once',
      ],
      [`/api/tasks/${b}`, 'PUT', { links: 'SS' }, 'Links must be a list of links'],
      [`/api/tasks/${b}`, 'PUT', { parent_id: '../../etc' }, 'Parent is not a valid id'],
      [`/api/tasks/${b}`, 'PUT', { parent_id: level }, 'Phases can hold tasks at most 5 levels deep'],
      [`/api/tasks/${b}`, 'PUT', { parent_id: foreign }, 'The parent phase must be a task of the same schedule'],
      [
        '/api/tasks',
        'POST',
        {
          projectId: project._id,
          task_name: 'Deep',
          schedule_start: '2026-05-04',
          schedule_finish: '2026-05-05',
          parent_id: level,
        },
        'Phases can hold tasks at most 5 levels deep',
      ],
    ];
    for (const [path, method, body, error] of refused) {
      cases += 1;
      expect(await call(path, { method, token, body }), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    const tasks = await call<{ _id: string; task_name: string; links?: unknown; parent_id?: string }[]>(
      `/api/tasks?projectId=${project._id}`,
      { token },
    );
    expect(tasks.body).toHaveLength(7);
    expect(tasks.body.find((t) => t._id === a)?.links).toBeUndefined();
    expect(tasks.body.find((t) => t._id === b)).toMatchObject({ links: [{ id: a, type: 'SS', lag: 2 }] });
    expect(tasks.body.find((t) => t._id === b)?.parent_id).toBeUndefined();
  });
});

describe('S4 and N1: schedule dates and day filters take only real dates, in 1900 to 2200', () => {
  it('S4/N1: create, edit and reschedule of both schedules refuse them with a clear message and write nothing', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const created = await call<{ _id: string; schedule_start: string; schedule_finish: string }>('/api/tasks', {
      method: 'POST',
      token,
      body: { projectId: project._id, task_name: 'Dated', schedule_start: '2026-05-04', schedule_finish: '2026-05-08' },
    });
    const marketing = await call<{ _id: string; start_date: string; end_date: string }>('/api/marketing_tasks', {
      method: 'POST',
      token,
      body: { projectId: project._id, task_name: 'Launch', start_date: '2026-05-04', end_date: '2026-05-08' },
    });
    expect([created.status, marketing.status]).toEqual([201, 201]);
    const task = created.body;
    const mtask = marketing.body;
    const move = (id: string, from: { start: string; end: string }, start: string) => ({
      projectId: project._id,
      id,
      from,
      to: { start, end: '2026-05-15' },
    });
    const attempts = (bad: string) =>
      [
        [
          'POST',
          '/api/tasks',
          { projectId: project._id, task_name: 'Bad', schedule_start: bad, schedule_finish: '2026-05-08' },
          'Start Date',
        ],
        [
          'POST',
          '/api/tasks',
          { projectId: project._id, task_name: 'Bad', schedule_start: '2026-05-04', schedule_finish: bad },
          'End Date',
        ],
        ['PUT', `/api/tasks/${task._id}`, { schedule_start: bad }, 'Start Date'],
        ['PUT', `/api/tasks/${task._id}`, { estimate_finish: bad }, 'Estimate Finish Date'],
        ['PUT', `/api/tasks/${task._id}`, { inspection_schedule_date: bad }, 'Inspection Date'],
        [
          'POST',
          '/api/marketing_tasks',
          { projectId: project._id, task_name: 'Bad', start_date: bad, end_date: '2026-05-08' },
          'Start Date',
        ],
        ['PUT', `/api/marketing_tasks/${mtask._id}`, { end_date: bad }, 'End Date'],
        [
          'POST',
          '/api/tasks/reschedule',
          move(task._id, { start: task.schedule_start, end: task.schedule_finish }, bad),
          'New Start Date',
        ],
        [
          'POST',
          '/api/marketing_tasks/reschedule',
          move(mtask._id, { start: mtask.start_date, end: mtask.end_date }, bad),
          'New Start Date',
        ],
      ] as const;
    for (const [values, words] of [
      [NOT_DATES, (label: string) => `${label} is not a valid date`],
      [OUT_OF_YEARS, (label: string) => `${label} must be between 1900-01-01 and 2200-12-31`],
    ] as const) {
      for (const bad of values) {
        for (const [method, path, body, label] of attempts(bad)) {
          const res = await call(path, { method, token, body });
          expect(res, `${method} ${path} ${JSON.stringify(body)}`).toMatchObject({
            status: 400,
            body: { error: words(label) },
          });
        }
      }
    }
    const tasks = await call<{ task_name: string; schedule_start: string; schedule_finish: string }[]>(
      `/api/tasks?projectId=${project._id}`,
      { token },
    );
    expect(tasks.body.map((t) => [t.task_name, t.schedule_start, t.schedule_finish])).toEqual([
      ['Dated', task.schedule_start, task.schedule_finish],
    ]);
    const mtasks = await call<{ task_name: string; start_date: string; end_date: string }[]>(
      `/api/marketing_tasks?projectId=${project._id}`,
      { token },
    );
    expect(mtasks.body.map((t) => [t.task_name, t.start_date, t.end_date])).toEqual([
      ['Launch', mtask.start_date, mtask.end_date],
    ]);
  });

  it('S27: a reschedule names only the moved task and what follows it: other shapes are clear 400s that move nothing', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const elsewhere = await createProject();
    const add = async (projectId: string, name: string, dependencies: string[] = []) => {
      const res = await call<{ _id: string; schedule_start: string; schedule_finish: string }>('/api/tasks', {
        method: 'POST',
        token,
        body: { projectId, task_name: name, schedule_start: '2026-05-04', schedule_finish: '2026-05-08', dependencies },
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    const first = await add(project._id, 'First');
    const next = await add(project._id, 'Next', [first._id]);
    const foreign = await add(elsewhere._id, 'Foreign');
    const seen = (t: { _id: string; schedule_start: string; schedule_finish: string }) => ({
      id: t._id,
      start: t.schedule_start,
      end: t.schedule_finish,
    });
    const body = (successors: unknown) => ({
      projectId: project._id,
      id: first._id,
      from: { start: first.schedule_start, end: first.schedule_finish },
      to: { start: '2026-05-11', end: '2026-05-15' },
      successors,
    });
    for (const [successors, error] of [
      ['Next', 'successors must be a list of tasks with the dates you saw'],
      [[{ id: next._id }], 'Successor Start Date is required'],
      [[{ ...seen(next), start: '2026-02-30' }], 'Successor Start Date is not a valid date'],
      [[{ ...seen(next), id: '../../etc/passwd' }], 'Successor id is not a valid id'],
      [[seen(next), seen(next)], 'A task can be named only once in one reschedule'],
      [
        [{ ...seen(next), to: { start: '2026-05-01', end: '2026-05-02' } }],
        'Only an undo names the dates the tasks that follow go back to',
      ],
      [[seen(first)], '"First" is not a task that follows "First": only its successors move with it'],
      [
        [seen(next), seen(foreign)],
        `"${foreign._id}" is not a task that follows "First": only its successors move with it`,
      ],
    ] as const) {
      const res = await call('/api/tasks/reschedule', { method: 'POST', token, body: body(successors) });
      expect(res, JSON.stringify(successors)).toMatchObject({ status: 400, body: { error } });
    }
    const tasks = await call<{ schedule_start: string }[]>(`/api/tasks?projectId=${project._id}`, { token });
    expect(tasks.body.map((t) => t.schedule_start)).toEqual([first.schedule_start, next.schedule_start]);
  });

  it('S4: the activity and photo filters refuse days that do not exist or are not YYYY-MM-DD', async () => {
    const token = await asAdmin();
    const project = await createProject();
    for (const path of [
      `/api/projects/${project._id}/activity`,
      `/api/projects/${project._id}/photos`,
      '/api/admin/activity',
    ]) {
      for (const [name, label] of [
        ['from', 'From'],
        ['to', 'To'],
      ] as const) {
        for (const bad of [...NOT_DATES, '20260501', '2026-02-29', '2026-04-31', '2026-05-01T00:00:00Z']) {
          const res = await call(`${path}?${name}=${encodeURIComponent(bad)}`, { token });
          expect(res, `${path} ${name}=${bad}`).toMatchObject({
            status: 400,
            body: { error: `${label} must be a date (YYYY-MM-DD)` },
          });
        }
      }
      expect((await call(`${path}?from=2024-02-29&to=2026-05-01`, { token })).status, path).toBe(200);
    }
  });

  it('S4: the full ISO timestamps the API documents are taken', async () => {
    const token = await asAdmin();
    const project = await createProject();
    for (const [start, stored] of [
      ['2026-05-04', '2026-05-04T04:00:00.000Z'],
      ['2026-05-04T09:35', '2026-05-04T09:35:00.000Z'],
      ['2026-05-04T09:35:10Z', '2026-05-04T09:35:10.000Z'],
      ['2026-05-04T09:35:10.123Z', '2026-05-04T09:35:10.123Z'],
      ['2026-05-04T09:35:10-04:00', '2026-05-04T13:35:10.000Z'],
      ['1900-01-01', '1900-01-01T05:00:00.000Z'],
    ] as const) {
      const res = await call<{ schedule_start: string }>('/api/tasks', {
        method: 'POST',
        token,
        body: { projectId: project._id, task_name: start, schedule_start: start, schedule_finish: '2200-12-31' },
      });
      expect(res, start).toMatchObject({ status: 201, body: { schedule_start: stored } });
    }
  });
});

describe('recycle bin with hostile filters, cursors, bodies and ids', () => {
  it('answers a JSON 400 or 404, never a 5xx, and a refused restore leaves the file in the bin', async () => {
    const token = await asAdmin();
    const [project, other] = [await createProject(), await createProject()];
    const fileId = (await uploadSmall(token, { module: 'plan', projectId: project._id, folderId: 'root' }))._id;
    expect((await call(`/api/files/plan/${fileId}`, { method: 'DELETE', token })).status).toBe(200);
    const binOf = (id: string) => `/api/projects/${id}/recycle-bin`;
    await fc.assert(
      fc.asyncProperty(
        nastyText,
        nastyText,
        wrongValue.filter((v) => typeof v !== 'boolean'),
        async (area, cursor, toRoot) => {
          const marker = nextMarker();
          const query = `area=${encodeURIComponent(`${marker}${area}`)}&cursor=${encodeURIComponent(cursor)}`;
          const list = await call(`${binOf(project._id)}?${query}`, { token });
          await expectCleanRefusal('listRecycleBin', list, marker, `area ${area}`);
          // refused: 400, or 431 when the query is too large for a request line
          expect([400, 431]).toContain(list.status);
          const paged = await call(`${binOf(project._id)}?cursor=${encodeURIComponent(cursor)}`, { token });
          await expectCleanRefusal('listRecycleBin', paged, marker, `cursor ${cursor}`);
          const restore = await call(`${binOf(project._id)}/${fileId}/restore`, {
            method: 'POST',
            token,
            body: { toRoot: mark(toRoot, marker), [marker]: true },
          });
          await expectCleanRefusal('restoreBinItem', restore, marker, `toRoot ${JSON.stringify(toRoot)}`);
          expect(restore.status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    // the bin of another project, an id of another kind, a project id, nonsense ids
    for (const [path, method] of [
      [`${binOf(other._id)}/${fileId}/restore`, 'POST'],
      [`${binOf(other._id)}/${fileId}`, 'DELETE'],
      [`${binOf(project._id)}/${project._id}/restore`, 'POST'],
      [`${binOf(project._id)}/${other._id}`, 'DELETE'],
    ] as const) {
      expect(await call(path, { method, token, body: method === 'POST' ? {} : undefined }), path).toMatchObject({
        status: 404,
        body: { error: 'Not in the recycle bin' },
      });
    }
    for (const id of ['..%2F..%2Fetc', 'x'.repeat(65), '%00', 'a%20b']) {
      const res = await call(`${binOf(project._id)}/${id}/restore`, { method: 'POST', token, body: {} });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
    const page = await call<{ items: { _id: string }[] }>(binOf(project._id), { token });
    expect(page.body.items.map((i) => i._id)).toEqual([fileId]);
  });
});

const notNumberOrBoolean = wrongValue.filter((v) => typeof v !== 'number' && typeof v !== 'boolean');

describe('daily log with hostile dates, ranges, rows and reasons', () => {
  it('answers a JSON 400, never a 5xx, and a refused write leaves the log as it was', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const logs = `/api/projects/${project._id}/daily-logs`;
    const day = `${logs}/2026-11-02`;
    expect((await call(day, { method: 'PUT', token, body: { notes: 'Before' } })).status).toBe(200);
    await fc.assert(
      // Values no field of these takes (a number or a boolean could be a valid headcount or safety flag).
      fc.asyncProperty(nastyText, notNumberOrBoolean, wrongValue, async (text, value, other) => {
        const marker = nextMarker();
        const bodies = [
          { crew: [{ company: `${marker}${text}`, trade: 'Formwork', headcount: value, hours: 8 }] },
          { weather: { conditions: `${marker}`, high: value, low: other } },
          { delays: [{ description: `${marker}${text}`, safety: value }] },
          { hiddenPhotos: [`${marker}${text}`] },
          { notes: `${marker}${'x'.repeat(10_001)}` },
          { notes: marker, basedOn: `${marker}${text}${'x'.repeat(41)}` },
          { equipment: Array.from({ length: 101 }, () => ({ name: marker, quantity: 1 })) },
        ];
        for (const body of bodies) {
          const res = await call(day, { method: 'PUT', token, body });
          await expectCleanRefusal('putDailyLog', res, marker, JSON.stringify(body).slice(0, 120));
          expect(res.status).toBe(400);
        }
        const reopen = await call(`${day}/reopen`, { method: 'POST', token, body: { reason: mark(value, marker) } });
        await expectCleanRefusal('reopenDailyLog', reopen, marker, `reason ${JSON.stringify(value)}`);
        expect(reopen.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS },
    );
    for (const [path, error] of [
      [`${logs}/2026-02-30`, 'Date must be a date (YYYY-MM-DD)'],
      [`${logs}/2026-2-3`, 'Date must be a date (YYYY-MM-DD)'],
      [`${logs}/2099-01-01`, 'A daily log cannot be written for a day after today.'],
    ] as const) {
      const res = await call(path, { method: 'PUT', token, body: {} });
      expect(res, path).toMatchObject({ status: 400, body: { error } });
    }
    for (const [query, error] of [
      ['from=2026-01-01&to=2026-06-30', 'A range can cover at most 92 days'],
      ['from=2026-03-02&to=2026-03-01', 'From must be on or before To'],
      ['from=2026-03-01', 'Date must be a date (YYYY-MM-DD)'],
    ] as const) {
      expect(await call(`${logs}?${query}`, { token }), query).toMatchObject({ status: 400, body: { error } });
    }
    const log = await call<{ notes: string; status: string }>(day, { token });
    expect([log.body.notes, log.body.status]).toEqual(['Before', 'draft']);
  });
});

describe('schedule baselines with hostile names and ids (docs/requirements.md#baselines)', () => {
  it('answers a JSON 4xx, never a 5xx, and a refused save or rename leaves the baselines as they were', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const task = await call('/api/tasks', {
      method: 'POST',
      token,
      body: { projectId: project._id, task_name: 'Pour', schedule_start: '2026-05-04', schedule_finish: '2026-05-08' },
    });
    expect(task.status).toBe(201);
    const list = `/api/projects/${project._id}/schedules/construction/baselines`;
    const kept = await call<{ id: string }>(list, { method: 'POST', token, body: { name: 'Before' } });
    expect(kept.status).toBe(201);
    const one = `${list}/${kept.body.id}`;
    const before = await call(one, { token });
    await fc.assert(
      fc.asyncProperty(wrongValue, async (value) => {
        const marker = nextMarker();
        // a name of the right length is a good name, whatever its characters: only refusals are checked here
        const name = typeof value === 'string' && value.trim().length <= 60 ? `${marker}${'x'.repeat(60)}` : value;
        for (const [key, method, path] of [
          ['saveBaseline', 'POST', list],
          ['renameBaseline', 'PUT', one],
        ] as const) {
          const res = await call(path, { method, token, body: { name: mark(name, marker) } });
          await expectCleanRefusal(key, res, marker, `${method} ${JSON.stringify(name).slice(0, 80)}`);
          expect(res.status).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
    for (const [name, error] of [
      ['', 'Baseline name is required'],
      [' \t\n ', 'Baseline name is required'],
      ['x'.repeat(61), 'Baseline name must be at most 60 characters'],
      [null, 'Baseline name is required'],
      [42, 'Baseline name is required'],
    ] as const) {
      expect(await call(one, { method: 'PUT', token, body: { name } }), String(name)).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    for (const [id, status] of [
      ['..%2F..%2Fetc', 400],
      ['x'.repeat(65), 400],
      ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 404],
    ] as const) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(`${list}/${id}`, { method, token, ...(method === 'PUT' && { body: { name: 'Ok' } }) });
        expect(res.status, `${method} ${id}`).toBe(status);
        expect(res.body).toEqual({ error: expect.any(String) });
      }
    }
    expect(await call(one, { token })).toMatchObject({ status: 200, body: before.body });
  });
});

describe('schedule imports through storage with hostile sizes, names and upload ids (docs/requirements.md#schedule-import-and-export)', () => {
  it('answers a JSON 4xx, never a 5xx, hands out no upload and imports nothing', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const schedule = `/api/projects/${project._id}/schedules/construction`;
    await fc.assert(
      fc.asyncProperty(wrongValue, wrongValue, async (fileName, size) => {
        const marker = nextMarker();
        // a whole size from 1 byte to the import's 20 MB with a name is a good request: only refusals are checked
        const goodSize = typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= 20 * 1024 * 1024;
        const body = { fileName: mark(fileName, marker), size: goodSize ? -1 : size };
        const res = await call(`${schedule}/import-uploads`, { method: 'POST', token, body });
        await expectCleanRefusal(
          'startImportUpload',
          res,
          marker,
          `POST import-uploads ${JSON.stringify(body).slice(0, 80)}`,
        );
        expect([400, 413]).toContain(res.status);
        const named = await call(`${schedule}/import?preview=false`, {
          method: 'POST',
          token,
          body: { uploadId: mark(fileName, marker) },
        });
        await expectCleanRefusal(
          'importSchedule',
          named,
          marker,
          `POST import ${JSON.stringify(fileName).slice(0, 80)}`,
        );
        expect(named.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS },
    );
    for (const [body, status, error] of [
      [{ fileName: 'plan.xml', size: 50 * 1024 * 1024 }, 413, 'The file is larger than 20 MB'],
      [{ fileName: 'plan.xml', size: 0 }, 400, 'The file is empty'],
      [{ fileName: ' ', size: 10 }, 400, 'fileName is required'],
      [{ fileName: 'x'.repeat(256), size: 10 }, 400, 'fileName must be at most 255 characters'],
      [{ fileName: 'plan.xml', size: 2 ** 60 }, 400, 'size must be the file size in bytes'],
    ] as const) {
      expect(
        await call(`${schedule}/import-uploads`, { method: 'POST', token, body }),
        JSON.stringify(body),
      ).toMatchObject({
        status,
        body: { error },
      });
    }
    for (const [uploadId, status] of [
      ['../../etc/passwd', 400],
      ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 404],
    ] as const) {
      const res = await call(`${schedule}/import?preview=true`, { method: 'POST', token, body: { uploadId } });
      expect(res.status, uploadId).toBe(status);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    const tasks = await call<unknown[]>(`/api/tasks?projectId=${project._id}`, { token });
    expect(tasks.body).toEqual([]);
  });
});

describe("a schedule's first tasks with hostile limits and schedules (docs/requirements.md#the-first-screenful-first)", () => {
  it('answers a JSON 400, never a 5xx, for a limit that is not 1 to 1,000 or a schedule that is not one', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const first = (schedule: string, query: string) =>
      call(`/api/projects/${project._id}/schedules/${schedule}/first-tasks?${query}`, { token });
    await fc.assert(
      fc.asyncProperty(nastyText, async (text) => {
        const marker = nextMarker();
        const res = await first('construction', `limit=${encodedOrRaw(`${marker}${text}`)}`);
        await expectCleanRefusal('listFirstScheduleTasks', res, marker, text.slice(0, 80));
        expect([400, 431]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
    for (const [schedule, query, error] of [
      ['construction', 'limit=0', 'limit must be between 1 and 1000'],
      ['construction', 'limit=1001', 'limit must be between 1 and 1000'],
      ['construction', 'limit=-1', 'limit must be a whole number'],
      ['construction', 'limit=2.5', 'limit must be a whole number'],
      ['marketing', 'limit=1e3', 'limit must be a whole number'],
      ['plans', 'limit=5', 'Schedule must be construction or marketing'],
      ['..%2Fconstruction', '', 'Schedule must be construction or marketing'],
    ] as const) {
      expect(await first(schedule, query), `${schedule} ${query}`).toMatchObject({ status: 400, body: { error } });
    }
    expect(await first('marketing', 'limit=1000')).toMatchObject({ status: 200, body: { tasks: [], more: false } });
  });
});

describe('notification settings and unsubscribe with hostile events, choices, follows and tokens', () => {
  it('answers a JSON 400, never a 5xx, and a refused change leaves the settings as they were', async () => {
    const pm = await createSignedInUser('pm');
    const settings = '/api/me/notifications';
    const before = await call(settings, { token: pm.token });
    await fc.assert(
      fc.asyncProperty(nastyText, wrongValue, async (text, value) => {
        const marker = nextMarker();
        const bodies = [
          { events: { [`${marker}${text}`]: 'never' } },
          { events: { taskDue: `${marker}${text}` } },
          { events: { taskDue: mark(value, marker) } },
          { events: {}, follows: [`${marker}${text}`] },
          // An empty list is a valid follows (no folder followed): only the other wrong values are hostile.
          ...(Array.isArray(value) && value.length === 0 ? [] : [{ events: {}, follows: mark(value, marker) }]),
          { events: {}, follows: Array.from({ length: 501 }, () => '01ARZ3NDEKTSV4RRFFQ69G5FAV'), note: marker },
        ];
        for (const body of bodies) {
          const res = await call(settings, { method: 'PUT', token: pm.token, body });
          await expectCleanRefusal('putNotificationSettings', res, marker, JSON.stringify(body).slice(0, 120));
          expect(res.status).toBe(400);
        }
        const unsubscribe = await call(
          `/api/notifications/unsubscribe?token=${encodeURIComponent(`${marker}${text.slice(0, 1000)}`)}`,
          {
            method: 'POST',
            rawBody: `List-Unsubscribe=One-Click&${encodeURIComponent(marker)}=1`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
        );
        await expectCleanRefusal('unsubscribeNotification', unsubscribe, marker, 'unsubscribe token');
        expect(unsubscribe.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
    expect((await call(settings, { token: pm.token })).body).toEqual(before.body);
  });
});

describe('email suppressions with hostile cursors, limits and addresses', () => {
  it('answers a JSON 400, never a 5xx, and lifts nothing', async () => {
    const token = await asAdmin();
    const before = await call('/api/admin/email-suppressions?limit=1000', { token });
    await fc.assert(
      fc.asyncProperty(nastyText, wrongValue, async (text, value) => {
        const marker = nextMarker();
        for (const query of [
          `cursor=${encodedOrRaw(`${marker}${text}`)}`,
          `limit=${encodedOrRaw(`${marker}${text}`)}`,
        ]) {
          const list = await call(`/api/admin/email-suppressions?${query}`, { token });
          await expectCleanRefusal('listEmailSuppressions', list, marker, query.slice(0, 120));
          expect([400, 431]).toContain(list.status);
        }
        for (const body of [{ email: `${marker}${text}` }, { email: mark(value, marker) }, { [marker]: text }]) {
          const lift = await call('/api/admin/email-suppressions/lift', { method: 'POST', token, body });
          await expectCleanRefusal('liftEmailSuppression', lift, marker, JSON.stringify(body).slice(0, 120));
          expect(lift.status).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
    expect((await call('/api/admin/email-suppressions?limit=1000', { token })).body).toEqual(before.body);
  });
});

describe("a project's working-day calendar with hostile weekdays and days off (docs/requirements.md#working-day-calendar)", () => {
  it('bad dates, a date twice, more than 500 days off, no working weekday: a clear 400, nothing written', async () => {
    const token = await asAdmin();
    const project = await createProject();
    const path = `/api/projects/${project._id}/calendar`;
    const saved = { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2027-07-01', name: 'Canada Day' }] };
    expect(await call(path, { method: 'PUT', token, body: saved })).toMatchObject({ status: 200, body: saved });
    const week = [1, 2, 3, 4, 5];
    const many = Array.from({ length: 501 }, (_, i) => ({ date: addDaysToDateKey('2027-01-01', i), name: 'Off' }));
    for (const [body, error] of [
      [{ workingWeekdays: [], daysOff: [] }, NO_WORKING_WEEKDAY],
      [{ workingWeekdays: week, daysOff: many }, TOO_MANY_DAYS_OFF],
      [
        {
          workingWeekdays: week,
          daysOff: [
            { date: '2027-12-27', name: 'Shutdown' },
            { date: '2027-12-27', name: 'Boxing Day' },
          ],
        },
        dayOffTwice('2027-12-27'),
      ],
      [
        { workingWeekdays: week, daysOff: [{ date: '2027-02-30', name: 'No such day' }] },
        'A day off needs a date (YYYY-MM-DD)',
      ],
      [
        { workingWeekdays: week, daysOff: [{ date: '27-12-25', name: 'Short' }] },
        'A day off needs a date (YYYY-MM-DD)',
      ],
      [
        { workingWeekdays: week, daysOff: [{ date: '2201-01-01', name: 'Far' }] },
        'A day off must be between 1900-01-01 and 2200-12-31',
      ],
      [{ workingWeekdays: week, daysOff: [{ date: '2027-12-25', name: '  ' }] }, 'The name of a day off is required'],
      [{ workingWeekdays: [1, 1, 2], daysOff: [] }, 'Each working weekday is ticked once'],
      [{ workingWeekdays: [7], daysOff: [] }, WEEKDAY_MESSAGE],
    ] as const) {
      const res = await call<{ error?: string }>(path, { method: 'PUT', token, body });
      cases += 1;
      expect(res, JSON.stringify(body).slice(0, 120)).toMatchObject({ status: 400, body: { error } });
    }
    await fc.assert(
      fc.asyncProperty(nastyText, wrongValue, async (text, value) => {
        const marker = nextMarker();
        const bodies = [
          { workingWeekdays: week, daysOff: [{ date: `${marker}${text}`, name: 'Off' }] },
          { workingWeekdays: mark(value, marker), daysOff: [] },
          // An empty list is a valid daysOff (no day off): only the other wrong values are hostile.
          ...(Array.isArray(value) && value.length === 0
            ? []
            : [{ workingWeekdays: week, daysOff: mark(value, marker) }]),
          { workingWeekdays: week, daysOff: [{ date: '2027-12-24', name: `${marker}${'x'.repeat(101)}` }] },
        ];
        for (const body of bodies) {
          const res = await call(path, { method: 'PUT', token, body });
          await expectCleanRefusal('putProjectCalendar', res, marker, JSON.stringify(body).slice(0, 120));
          expect(res.status).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
    expect((await call(path, { token })).body).toEqual(saved);
  });
});

describe('after all refused requests', () => {
  it('no item and no object carries the marker of a refused request', async () => {
    const found: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await tableClient().send(new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        for (const m of JSON.stringify(item).matchAll(/zq_fuzz\d+_qz/g)) {
          if (refusedMarkers.has(m[0])) found.push(`${m[0]} in ${item.PK} / ${item.SK}`);
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: FILES_BUCKET, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        for (const m of (object.Key ?? '').matchAll(/zq_fuzz\d+_qz/g)) {
          if (refusedMarkers.has(m[0])) found.push(`${m[0]} in object ${object.Key}`);
        }
      }
      token = page.NextContinuationToken;
    } while (token);
    expect(refusedMarkers.size).toBeGreaterThan(endpointKeys.length);
    expect(found).toEqual([]);
  });
});
