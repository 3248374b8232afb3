/**
 * Markups on a sheet (docs/requirements.md#markups): drafts seen by their author alone, publishing, who may
 * change and delete, markups kept per version, the activity log, and "Download with markups" read back.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { MarkedUpPdf, Markup } from '../../shared/models/markups.ts';
import type { Project } from '../../shared/models.ts';
import { MARKUP_OUTSIDE_PAGE } from '../../shared/schemas/markups.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { uploadSmall } from '../support/documents.ts';
import { drawMarkup, markupBody, markupsPath, pdfSheet, pdfSheetVersion, SHAPES } from '../support/markups.ts';

let project: Project;
let pm: TestUser;
let office: TestUser;
let consultant: TestUser;
let sheetId: string;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  sheetId = await pdfSheet(project._id);
}, 60_000);

const ids = (markups: Markup[]) => markups.map((m) => m._id);
const list = async (token: string, fileId = sheetId, query = '') =>
  (await call<Markup[]>(`${markupsPath(fileId)}${query}`, { token })).body;

describe('drafts and publishing', () => {
  it('a draft shows to its author alone; published, everyone who can open the sheet sees it', async () => {
    const draft = await drawMarkup(sheetId, { token: pm.token, draft: true });
    expect(draft).toMatchObject({
      version: 1,
      page: 1,
      published: false,
      publishedAt: null,
      author: { id: pm.id },
      shapes: SHAPES,
    });
    expect(ids(await list(pm.token))).toContain(draft._id);
    expect(ids(await list(office.token))).not.toContain(draft._id);
    expect(ids(await list(consultant.token))).not.toContain(draft._id);
    const published = await call<Markup>(`${markupsPath(sheetId)}/${draft._id}/publish`, {
      method: 'POST',
      token: pm.token,
    });
    expect(published).toMatchObject({ status: 200, body: { published: true, publishedAt: expect.any(String) } });
    expect(ids(await list(consultant.token))).toContain(draft._id);
    expect(ids(await list(office.token))).toContain(draft._id);
  });

  it('only the author changes or publishes; a manager deletes a published markup, nobody else a draft', async () => {
    const mine = await drawMarkup(sheetId, { token: office.token, draft: true });
    const path = `${markupsPath(sheetId)}/${mine._id}`;
    expect(await call(path, { method: 'PUT', token: pm.token, body: { shapes: SHAPES } })).toMatchObject({
      status: 404,
      body: { error: 'Markup not found' },
    });
    const changed = await call<Markup>(path, { method: 'PUT', token: office.token, body: { shapes: SHAPES.slice(2) } });
    expect(changed).toMatchObject({ status: 200, body: { shapes: SHAPES.slice(2), published: false } });
    await call(`${path}/publish`, { method: 'POST', token: office.token });
    expect(await call(path, { method: 'PUT', token: pm.token, body: { shapes: SHAPES } })).toMatchObject({
      status: 403,
      body: { error: 'Only its author can change a markup' },
    });
    expect(await call(`${path}/publish`, { method: 'POST', token: pm.token })).toMatchObject({ status: 403 });
    expect(await call(path, { method: 'DELETE', token: consultant.token })).toMatchObject({ status: 403 });
    const pmsPublished = await drawMarkup(sheetId, { token: pm.token });
    expect(
      await call(`${markupsPath(sheetId)}/${pmsPublished._id}`, { method: 'DELETE', token: office.token }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Only its author, or a project manager or an admin once it is published, can delete a markup' },
    });
    expect(await call(path, { method: 'DELETE', token: pm.token })).toMatchObject({ status: 200 });
    expect(ids(await list(office.token))).not.toContain(mine._id);
    const ownDraft = await drawMarkup(sheetId, { token: office.token, draft: true });
    expect(
      await call(`${markupsPath(sheetId)}/${ownDraft._id}`, { method: 'DELETE', token: office.token }),
    ).toMatchObject({ status: 200, body: { message: 'Markup deleted' } });
    expect(
      await call(markupsPath(sheetId), { method: 'POST', token: consultant.token, body: markupBody() }),
    ).toMatchObject({ status: 403 });
  });

  it("a markup is reached only through its own sheet; an edit keeps the shapes on the markup's page", async () => {
    const other = await pdfSheet(project._id);
    const markup = await drawMarkup(sheetId, { token: pm.token, draft: true });
    expect(
      await call(`${markupsPath(other)}/${markup._id}/publish`, { method: 'POST', token: pm.token }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Markup not found' },
    });
    const outsider = await createSignedInUser('pm', [(await createProject())._id]);
    for (const [method, suffix] of [
      ['PUT', ''],
      ['POST', '/publish'],
    ] as const) {
      const res = await call(`${markupsPath(sheetId)}/${markup._id}${suffix}`, {
        method,
        token: outsider.token,
        ...(method === 'PUT' && { body: { shapes: SHAPES } }),
      });
      expect(res).toMatchObject({ status: 403, body: { error: 'You do not have access to this project' } });
    }
    const small = await drawMarkup(sheetId, {
      token: pm.token,
      draft: true,
      fields: { pageWidth: 400, pageHeight: 400, shapes: SHAPES.slice(0, 1) },
    });
    // on the Letter page the markups are drawn on, but below the 400 x 400 page this markup was drawn on
    const lower = { ...SHAPES[0], from: { x: 100, y: 500 }, to: { x: 200, y: 600 } };
    const outside = await call(`${markupsPath(sheetId)}/${small._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { shapes: [lower] },
    });
    expect(outside).toMatchObject({ status: 400, body: { error: MARKUP_OUTSIDE_PAGE } });
  });
});

describe('markups per version', () => {
  it('a new version starts with none shown; the older one keeps its own; a version the sheet lacks is a 400', async () => {
    const upload = (versionOf?: string) => pdfSheetVersion(pm.token, project._id, versionOf);
    const file = await upload();
    const onFirst = await drawMarkup(file._id, { token: pm.token });
    await upload(file._id);
    expect(await list(pm.token, file._id)).toEqual([]);
    expect(ids(await list(pm.token, file._id, '?version=1'))).toEqual([onFirst._id]);
    const onSecond = await drawMarkup(file._id, { token: pm.token, fields: { version: 2 } });
    expect(ids(await list(pm.token, file._id))).toEqual([onSecond._id]);
    expect(ids(await list(pm.token, file._id, '?version=1'))).toEqual([onFirst._id]);
    expect(await call(`${markupsPath(file._id)}?version=3`, { token: pm.token })).toMatchObject({
      status: 400,
      body: { error: 'The sheet has no version 3' },
    });
    expect(
      await call(markupsPath(file._id), { method: 'POST', token: pm.token, body: markupBody({ version: 5 }) }),
    ).toMatchObject({ status: 400, body: { error: 'The sheet has no version 5' } });
  });
});

describe('the activity log', () => {
  it('records drawing, editing, publishing and deleting, on the markup, with the sheet, version and page', async () => {
    const markup = await drawMarkup(sheetId, { token: pm.token, draft: true });
    const path = `${markupsPath(sheetId)}/${markup._id}`;
    await call(path, { method: 'PUT', token: pm.token, body: { shapes: SHAPES.slice(1) } });
    await call(`${path}/publish`, { method: 'POST', token: pm.token });
    await call(path, { method: 'DELETE', token: pm.token });
    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${markup._id}`, {
      token: pm.token,
    });
    expect(log.body.entries.map((e) => [e.kind, e.detail, e.place])).toEqual([
      ['markup.deleted', '2 shapes', 'A-101.pdf v1, page 1'],
      ['markup.published', '2 shapes', 'A-101.pdf v1, page 1'],
      ['markup.updated', '2 shapes', 'A-101.pdf v1, page 1'],
      ['markup.created', '3 shapes', 'A-101.pdf v1, page 1'],
    ]);
  });
});

/** The words of the first page of the PDF at `url`. */
async function wordsAt(url: string): Promise<string[]> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 }).promise;
  const text = await (await pdf.getPage(1)).getTextContent();
  return text.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
}

describe('download with markups', () => {
  it("flattens the version's published markups into a copy of the PDF, not the drafts", async () => {
    const fileId = await pdfSheet(project._id);
    const note = (text: string) => ({
      shapes: [{ kind: 'text' as const, colour: 'red' as const, width: 1, at: { x: 72, y: 300 }, text, size: 14 }],
    });
    await drawMarkup(fileId, { token: pm.token, fields: note('Published by the PM') });
    await drawMarkup(fileId, { token: office.token, fields: { shapes: SHAPES } });
    await drawMarkup(fileId, { token: pm.token, draft: true, fields: note('Draft not shown') });
    const res = await call<MarkedUpPdf>(`/api/file/plan/${fileId}/marked-up`, { token: consultant.token });
    expect(res).toMatchObject({ status: 200, body: { fileName: 'A-101 (markups v1).pdf', markups: 2 } });
    const words = await wordsAt(res.body.url);
    expect(words).toEqual(expect.arrayContaining(['A-101 Ground floor', 'Published by the PM', 'Move door 300 mm']));
    expect(words).not.toContain('Draft not shown');
  });

  it('refuses a file that is not a PDF, and a version the sheet lacks', async () => {
    const picture = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'site.png',
      content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      contentType: 'image/png',
    });
    expect(await call(`/api/file/plan/${picture._id}/marked-up`, { token: pm.token })).toMatchObject({
      status: 400,
      body: { error: 'Only a PDF can be downloaded with markups' },
    });
    expect(await call(`/api/file/plan/${sheetId}/marked-up?version=2`, { token: pm.token })).toMatchObject({
      status: 400,
      body: { error: 'The sheet has no version 2' },
    });
  });
});
