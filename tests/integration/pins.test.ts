/**
 * Pins on a sheet (docs/requirements.md#pins-on-a-sheet): placing, reading, lists with filters and pages,
 * the CSV export, who may do what, the clear 400s, the activity log and the mark a new version sets; and
 * page space: a pin and a markup placed on a turned, zoomed view land on the same paper point at every
 * rotation and zoom once stored and read back.
 */
import { degrees, PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { Markup } from '../../shared/models/markups.ts';
import type { Pin, PinsPage } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { fromViewport, type Point, ROTATIONS, toViewport, type View } from '../../shared/pin-geometry.ts';
import { boundPinId } from '../../shared/pin-ids.ts';
import {
  MAX_PIN_DESCRIPTION,
  OUTSIDE_PAGE,
  PIN_ID_BINNED,
  PIN_ID_FUTURE,
  PIN_ID_NOT_YOURS,
  PIN_ID_TAKEN,
} from '../../shared/schemas/pins.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { uploadPresigned, uploadSmall } from '../support/documents.ts';
import { drawMarkup, markupsPath } from '../support/markups.ts';
import { LETTER, pinBody, placePin, sheet } from '../support/pins.ts';

let project: Project;
let other: Project;
let pm: TestUser;
let office: TestUser;
let consultant: TestUser;
let site: TestUser;
let planSheet: string;

beforeAll(async () => {
  [project, other] = [await createProject(), await createProject()];
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  site = await createSignedInUser('site', [project._id]);
  planSheet = await sheet(project._id);
}, 60_000);

const pinsPath = () => `/api/projects/${project._id}/pins`;

describe('placing and reading a pin', () => {
  it('a project manager places a pin, assigned, with a due date; it is read by id, on its sheet and in the project list', async () => {
    const pin = await placePin(
      project._id,
      planSheet,
      { assigneeId: office.id, dueDate: '2026-12-01', description: 'Hairline crack, 2 m' },
      pm.token,
    );
    expect(pin).toMatchObject({
      projectId: project._id,
      fileId: planSheet,
      module: 'plan',
      version: 1,
      spot: { page: 1, x: 100, y: 200, ...LETTER },
      title: 'Cracked slab at grid C4',
      category: 'defect',
      status: 'open',
      assignee: { id: office.id, name: expect.any(String) },
      dueDate: '2026-12-01',
      description: 'Hairline crack, 2 m',
      photos: [],
      createdBy: { id: pm.id },
      checkPositionOn: null,
      overdue: false,
    });
    const read = await call<Pin>(`/api/pins/${pin._id}`, { token: consultant.token });
    expect(read).toMatchObject({ status: 200, body: { _id: pin._id, title: pin.title } });
    const onSheet = await call<Pin[]>(`/api/file/plan/${planSheet}/pins`, { token: consultant.token });
    expect(onSheet.status).toBe(200);
    expect(onSheet.body.map((p) => p._id)).toContain(pin._id);
    const listed = await call<PinsPage>(`${pinsPath()}?assigneeId=${office.id}`, { token: office.token });
    expect(listed.status).toBe(200);
    expect(listed.body.pins.map((p) => p._id)).toEqual([pin._id]);
  });

  it('the site role places pins on construction sheets, but cannot open a Plan File sheet', async () => {
    const construction = await sheet(project._id, 'construction');
    const pin = await placePin(project._id, construction, { category: 'safety' }, site.token);
    expect(pin).toMatchObject({ module: 'construction', category: 'safety', createdBy: { id: site.id } });
    const refused = await call(pinsPath(), { method: 'POST', token: site.token, body: pinBody(planSheet) });
    expect(refused.status).toBe(403);
    // the site role's list holds the construction pins only
    const listed = await call<PinsPage>(pinsPath(), { token: site.token });
    expect(listed.body.pins.length).toBeGreaterThan(0);
    expect(listed.body.pins.every((p) => p.module === 'construction')).toBe(true);
  });

  it("the assignees offered for a sheet are the project's users who can open its area", async () => {
    const res = await call<{ id: string; name: string }[]>(`/api/file/plan/${planSheet}/assignees`, {
      token: pm.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([pm.id, office.id, consultant.id]));
    expect(ids).not.toContain(site.id);
  });

  it('a consultant reads but does not place pins', async () => {
    const res = await call<{ error: string }>(pinsPath(), {
      method: 'POST',
      token: consultant.token,
      body: pinBody(planSheet),
    });
    expect(res).toMatchObject({ status: 403, body: { error: 'You do not have permission to do this' } });
  });
});

describe('clear 400s', () => {
  const refused = async (body: unknown, error: string) => {
    const res = await call<{ error: string }>(pinsPath(), { method: 'POST', token: pm.token, body });
    expect(res, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { error } });
  };

  it('a point outside the page, a page size no page has, a page 0', async () => {
    await refused(pinBody(planSheet, { spot: { page: 1, x: 613, y: 10, ...LETTER } }), OUTSIDE_PAGE);
    await refused(pinBody(planSheet, { spot: { page: 1, x: 10, y: 793, ...LETTER } }), OUTSIDE_PAGE);
    await refused(pinBody(planSheet, { spot: { page: 1, x: -1, y: 10, ...LETTER } }), 'x must be from 0 to 14400');
    await refused(
      pinBody(planSheet, { spot: { page: 1, x: 1, y: 1, pageWidth: 1e9, pageHeight: 792 } }),
      'Page width must be from 1 to 14400',
    );
    await refused(pinBody(planSheet, { spot: { page: 0, x: 1, y: 1, ...LETTER } }), 'Page must be from 1 to 100000');
  });

  it("another project's sheet, a version the sheet does not have, an assignee outside the project", async () => {
    const foreign = await sheet(other._id);
    await refused(pinBody(foreign), 'The sheet is not a file of this project');
    await refused(pinBody(planSheet, { version: 2 }), 'The sheet has no version 2');
    const stranger = await createSignedInUser('office', [other._id]);
    await refused(
      pinBody(planSheet, { assigneeId: stranger.id }),
      'The assignee must be a user of this project who can open this area',
    );
    // a site user of the project cannot open the Plan File, so cannot be given a Plan File pin
    await refused(
      pinBody(planSheet, { assigneeId: site.id }),
      'The assignee must be a user of this project who can open this area',
    );
  });

  it('a huge description or title, an unknown category or status', async () => {
    await refused(
      pinBody(planSheet, { description: 'x'.repeat(MAX_PIN_DESCRIPTION + 1) }),
      `Description must be at most ${MAX_PIN_DESCRIPTION} characters`,
    );
    await refused(pinBody(planSheet, { title: 'x'.repeat(201) }), 'Title must be at most 200 characters');
    await refused({ ...pinBody(planSheet), category: 'rust' }, 'Category must be defect, safety, question or punch');
    const pin = await placePin(project._id, planSheet);
    const status = await call(`/api/pins/${pin._id}/status`, {
      method: 'POST',
      token: pm.token,
      body: { status: 'x' },
    });
    expect(status).toMatchObject({ status: 400, body: { error: 'Status must be open, ready or closed' } });
  });
});

describe('status and delete', () => {
  it('the assignee and a project manager change the status; another office user may not', async () => {
    const pin = await placePin(project._id, planSheet, { assigneeId: office.id }, pm.token);
    const otherOffice = await createSignedInUser('office', [project._id]);
    const status = (token: string, value: string) =>
      call<Pin & { error?: string }>(`/api/pins/${pin._id}/status`, { method: 'POST', token, body: { status: value } });
    expect(await status(otherOffice.token, 'closed')).toMatchObject({
      status: 403,
      body: { error: 'Only the assignee, a project manager or an admin can change the status' },
    });
    expect(await status(office.token, 'ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(await status(pm.token, 'closed')).toMatchObject({ status: 200, body: { status: 'closed' } });
  });

  it('only a project manager or an admin deletes; the pin is gone after', async () => {
    const pin = await placePin(project._id, planSheet);
    expect((await call(`/api/pins/${pin._id}`, { method: 'DELETE', token: office.token })).status).toBe(403);
    expect(await call(`/api/pins/${pin._id}`, { method: 'DELETE', token: pm.token })).toMatchObject({
      status: 200,
      body: { message: 'Pin deleted' },
    });
    expect((await call(`/api/pins/${pin._id}`, { token: pm.token })).status).toBe(404);
  });
});

describe('the project list', () => {
  it('filters by status, category, sheet and overdue, and pages with a cursor', async () => {
    const own = await createProject();
    const token = await asAdmin();
    const [a, b] = [await sheet(own._id), await sheet(own._id)];
    const late = await placePin(own._id, a, { dueDate: '2020-01-01', category: 'punch' });
    const closedLate = await placePin(own._id, a, { dueDate: '2020-01-01' });
    await call(`/api/pins/${closedLate._id}/status`, { method: 'POST', token, body: { status: 'closed' } });
    const onB = await placePin(own._id, b, { category: 'question' });
    const ids = async (query: string) => {
      const res = await call<PinsPage>(`/api/projects/${own._id}/pins?${query}`, { token });
      expect(res.status, query).toBe(200);
      return res.body.pins.map((p) => p._id);
    };
    expect(await ids('overdue=true')).toEqual([late._id]);
    expect(await ids('overdue=false')).toEqual([onB._id, closedLate._id]);
    expect(await ids('status=closed')).toEqual([closedLate._id]);
    expect(await ids('category=question')).toEqual([onB._id]);
    expect(await ids(`fileId=${a}`)).toEqual([closedLate._id, late._id]);
    const first = await call<PinsPage>(`/api/projects/${own._id}/pins?limit=2`, { token });
    expect(first.body.pins.map((p) => p._id)).toEqual([onB._id, closedLate._id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call<PinsPage>(`/api/projects/${own._id}/pins?limit=2&cursor=${first.body.nextCursor}`, {
      token,
    });
    expect(second.body.pins.map((p) => p._id)).toEqual([late._id]);
    const foreignCursor = await call(`/api/projects/${project._id}/pins?cursor=${first.body.nextCursor}`, { token });
    expect(foreignCursor).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it('exports the filtered list as CSV', async () => {
    const own = await createProject();
    const token = await asAdmin();
    const a = await sheet(own._id);
    await placePin(own._id, a, { title: '=HYPERLINK("x")', dueDate: '2020-01-01' });
    await placePin(own._id, a, { title: 'Door swing', category: 'question' });
    const res = await call<string>(`/api/projects/${own._id}/pins/export?category=defect`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,title,category,status,overdue,assignee,due date,sheet,version,page,x,y,check position on,description,created by,created at',
    );
    expect(lines).toHaveLength(2);
    // a title that would be a formula is written as text
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",Defect,Open,yes,,2020-01-01`);
  });
});

describe('a new version of the sheet', () => {
  it('keeps its pins where they were, marked "check position on v2" until confirmed or moved', async () => {
    const token = pm.token;
    const upload = (content: string, versionOf?: string) =>
      uploadPresigned(
        token,
        {
          module: 'plan',
          projectId: project._id,
          folderId: 'root',
          fileName: 'A-201.pdf',
          contentType: 'application/pdf',
          size: 0,
          ...(versionOf && { versionOf }),
        },
        new TextEncoder().encode(content),
      );
    const file = await upload('%PDF-1.4 rev A');
    const [kept, moved] = [await placePin(project._id, file._id), await placePin(project._id, file._id)];
    await upload('%PDF-1.4 rev B', file._id);
    const marked = await call<Pin[]>(`/api/file/plan/${file._id}/pins`, { token });
    expect(marked.body.map((p) => [p._id, p.version, p.spot.x, p.spot.y, p.checkPositionOn])).toEqual([
      [kept._id, 1, 100, 200, 2],
      [moved._id, 1, 100, 200, 2],
    ]);
    const confirmed = await call<Pin>(`/api/pins/${kept._id}`, {
      method: 'PUT',
      token,
      body: { confirmPosition: true },
    });
    expect(confirmed.body).toMatchObject({ version: 2, checkPositionOn: null, spot: { x: 100, y: 200 } });
    const spot = { page: 1, x: 300, y: 400, ...LETTER };
    const movedNow = await call<Pin>(`/api/pins/${moved._id}`, { method: 'PUT', token, body: { spot } });
    expect(movedNow.body).toMatchObject({ version: 2, checkPositionOn: null, spot });
  });
});

describe('page space', () => {
  it('a pin and a markup placed on a turned, zoomed view land on the same paper point at every rotation and zoom', async () => {
    // A landscape sheet whose page turns itself a quarter (/Rotate 90), as many scanned sheets do
    const doc = await PDFDocument.create();
    doc.addPage([1224, 792]).setRotation(degrees(90));
    const bytes = await doc.save();
    const file = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'A-501 turned.pdf',
      contentType: 'application/pdf',
      content: bytes,
    });
    const sheetPage = await (await getDocument({ data: bytes.slice(), verbosity: 0 }).promise).getPage(1);
    expect(sheetPage.rotate).toBe(90);
    // The page's own size, unrotated at scale 1, as the viewer measures it
    const own = sheetPage.getViewport({ scale: 1, rotation: 0 });
    const size = { width: own.width, height: own.height };
    // A spot on the paper (PDF user space) and where PDF.js draws it in a view (the viewer's pixels)
    const mark = { x: 900, y: 200 };
    const drawnAt = ({ scale, rotation }: View): Point => {
      const [x, y] = sheetPage.getViewport({ scale, rotation }).convertToViewportPoint(mark.x, mark.y) as [
        number,
        number,
      ];
      return { x, y };
    };
    // A click on the spot, as the viewer turns it into page space (to the hundredth of a point)
    const clicked = (view: View): Point => {
      const p = fromViewport(drawnAt(view), size, view);
      return { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
    };
    // The pin from the page turned once more by the person (180) at 300%, the markup at 270 and 50%
    const pinSpot = {
      page: 1,
      ...clicked({ scale: 3, rotation: 180 }),
      pageWidth: size.width,
      pageHeight: size.height,
    };
    const pin = await placePin(project._id, file._id, { spot: pinSpot }, pm.token);
    const arrow = { kind: 'arrow', colour: 'red', width: 2, from: { x: 10, y: 10 } } as const;
    const drawn = await drawMarkup(file._id, {
      token: pm.token,
      fields: {
        pageWidth: size.width,
        pageHeight: size.height,
        shapes: [{ ...arrow, to: clicked({ scale: 0.5, rotation: 270 }) }],
      },
    });

    // Read back by another user: both are stored in the page's own space, top left origin
    const readPin = (await call<Pin>(`/api/pins/${pin._id}`, { token: consultant.token })).body;
    const markups = (await call<Markup[]>(markupsPath(file._id), { token: consultant.token })).body;
    const readShape = markups.find((m) => m._id === drawn._id)?.shapes[0];
    if (readShape?.kind !== 'arrow') throw new Error(`the arrow was not read back: ${JSON.stringify(markups)}`);
    const stored = [readPin.spot, readShape.to];
    for (const p of stored) {
      expect(p.x).toBeCloseTo(mark.x, 2);
      expect(p.y).toBeCloseTo(size.height - mark.y, 2);
    }
    for (const rotation of ROTATIONS) {
      for (const scale of [0.25, 1, 2, 8]) {
        const want = drawnAt({ scale, rotation });
        for (const p of stored) {
          const at = toViewport(p, size, { scale, rotation });
          expect(Math.hypot(at.x - want.x, at.y - want.y), `${rotation} degrees at ${scale}`).toBeLessThan(0.01);
        }
      }
    }
  });
});

describe('the activity log', () => {
  it('records placing, editing, a status change and a delete, on the pin', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    await call(`/api/pins/${pin._id}`, { method: 'PUT', token: pm.token, body: { title: 'Cracked slab, C4-C5' } });
    await call(`/api/pins/${pin._id}/status`, { method: 'POST', token: pm.token, body: { status: 'ready' } });
    await call(`/api/pins/${pin._id}`, { method: 'DELETE', token: pm.token });
    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${pin._id}`, {
      token: pm.token,
    });
    expect(log.status).toBe(200);
    expect(log.body.entries.map((e) => [e.kind, e.detail ?? null])).toEqual([
      ['pin.deleted', null],
      ['pin.status', 'Open to Ready for review'],
      ['pin.updated', null],
      ['pin.created', 'on v1'],
    ]);
    expect(log.body.entries[2]?.changes).toEqual([
      { field: 'title', from: 'Cracked slab at grid C4', to: 'Cracked slab, C4-C5' },
    ]);
  });
});

describe('a pin placed with an id made on the phone (docs/requirements.md#pins-placed-without-a-connection)', () => {
  const place = (id: string, token: string, fields: Record<string, unknown> = {}) =>
    call<Pin>(pinsPath(), { method: 'POST', token, body: { ...pinBody(planSheet, fields), id } });
  const onSheet = async (title: string) =>
    (await call<Pin[]>(`/api/file/plan/${planSheet}/pins`, { token: pm.token })).body.filter((p) => p.title === title);
  const created = async (id: string) =>
    (
      await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${id}`, { token: pm.token })
    ).body.entries.filter((e) => e.kind === 'pin.created');

  it('sent again after a lost answer, and twice at once, the same id places one pin and answers it each time', async () => {
    const id = boundPinId(office.id, ulid());
    const first = await place(id, office.token, { title: 'Resent pin', assigneeId: pm.id });
    expect(first).toMatchObject({ status: 201, body: { _id: id, title: 'Resent pin', createdBy: { id: office.id } } });
    const again = await place(id, office.token, { title: 'Resent pin', assigneeId: pm.id });
    expect(again).toMatchObject({ status: 201, body: { _id: id, createdAt: first.body.createdAt } });
    expect((await onSheet('Resent pin')).map((p) => p._id)).toEqual([id]);
    expect(await created(id)).toHaveLength(1);

    const together = boundPinId(office.id, ulid());
    const both = await Promise.all([1, 2].map(() => place(together, office.token, { title: 'Sent twice at once' })));
    expect(both.map((r) => [r.status, r.body._id])).toEqual([
      [201, together],
      [201, together],
    ]);
    expect((await onSheet('Sent twice at once')).map((p) => p._id)).toEqual([together]);
    expect(await created(together)).toHaveLength(1);
  });

  it("another person's id, an id dated ahead of the clock, and the id of a pin deleted since: refused", async () => {
    const id = boundPinId(office.id, ulid());
    await place(id, office.token, { title: 'Taken id' });
    expect(await place(id, pm.token, { title: 'Taken id' })).toMatchObject({
      status: 400,
      body: { error: PIN_ID_NOT_YOURS },
    });
    expect(await onSheet('Taken id')).toMatchObject([{ _id: id, createdBy: { id: office.id } }]);
    const elsewhere = await sheet(project._id);
    expect(
      await call(pinsPath(), { method: 'POST', token: office.token, body: { ...pinBody(elsewhere), id } }),
    ).toMatchObject({ status: 409, body: { error: PIN_ID_TAKEN } });

    const ahead = boundPinId(office.id, ulid(Date.now() + 3_600_000));
    expect(await place(ahead, office.token, { title: 'From the future' })).toMatchObject({
      status: 400,
      body: { error: PIN_ID_FUTURE },
    });
    expect(await onSheet('From the future')).toEqual([]);

    const binned = boundPinId(pm.id, ulid());
    await place(binned, pm.token, { title: 'Deleted since' });
    expect(await call(`/api/pins/${binned}`, { method: 'DELETE', token: pm.token })).toMatchObject({ status: 200 });
    expect(await place(binned, pm.token, { title: 'Deleted since' })).toMatchObject({
      status: 409,
      body: { error: PIN_ID_BINNED },
    });
    expect(await onSheet('Deleted since')).toEqual([]);
  });

  it('R-PIN1: the id of another object (the sheet the pin goes on) is refused as a pin id, and places nothing', async () => {
    expect(await place(planSheet, office.token, { title: 'On the sheet id' })).toMatchObject({
      status: 400,
      body: { error: PIN_ID_NOT_YOURS },
    });
    expect(await onSheet('On the sheet id')).toEqual([]);
  });
});
