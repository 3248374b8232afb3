/** SEED=demo fills every area of the demo projects with folders on three levels and real files, and a week of daily logs. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { DailyLog, LogDays } from '../../shared/models/daily-logs.ts';
import type { FilesResponse, FileVersion, Folder } from '../../shared/models/documents.ts';
import type { BinPage } from '../../shared/models/recycle-bin.ts';
import type { Project } from '../../shared/models.ts';
import { MODULES } from '../../shared/roles.ts';
import { addDaysToDateKey, torontoDateKey } from '../../shared/time.ts';
import { asAdmin, call } from '../support/api.ts';

async function demoProject(name: string): Promise<Project> {
  const projects = await call<Project[]>('/api/projects', { token: await asAdmin() });
  const project = projects.body.find((p) => p.name === name);
  if (!project) throw new Error(`no demo project ${name}`);
  return project;
}

async function download(token: string, module: string, id: string): Promise<Uint8Array> {
  const res = await call(`/api/file/${module}/${id}`, { token });
  return new Uint8Array(await (await fetch(res.headers.get('location') ?? '')).arrayBuffer());
}

describe('demo documents', () => {
  it.each(['Maple Ridge Townhomes', 'Harbourfront Tower'])(
    '%s has folders on 3 levels and files in every area',
    async (name) => {
      const admin = await asAdmin();
      const project = await demoProject(name);
      for (const module of MODULES) {
        const folders = await call<Folder[]>(`/api/folders?module=${module}&projectId=${project._id}`, {
          token: admin,
        });
        expect(new Set(folders.body.map((f) => f.level))).toEqual(new Set([1, 2, 3]));
        const roots = folders.body.filter((f) => f.level === 1);
        expect(roots.reduce((sum, f) => sum + f.totalFileCount, 0)).toBeGreaterThanOrEqual(3);
        const root = await call<FilesResponse>(`/api/files/${module}?folderId=root&projectId=${project._id}`, {
          token: admin,
        });
        expect(root.body.files.length).toBeGreaterThan(0);
      }
    },
  );

  it('holds a real multi-page PDF drawing set and real PNG pictures', async () => {
    const admin = await asAdmin();
    const project = await demoProject('Maple Ridge Townhomes');
    const folders = await call<Folder[]>(`/api/folders?module=construction&projectId=${project._id}`, { token: admin });
    const ifc = folders.body.find((f) => f.name === 'Issued for Construction') as Folder;
    const listing = await call<FilesResponse>(`/api/files/construction?folderId=${ifc._id}&projectId=${project._id}`, {
      token: admin,
    });
    const set = listing.body.files.find((f) => f.format === 'PDF');
    expect(set).toMatchObject({ original_name: 'IFC drawing set.pdf', contentType: 'application/pdf' });
    const pdf = await getDocument({ data: await download(admin, 'construction', set?._id ?? ''), verbosity: 0 })
      .promise;
    expect(pdf.numPages).toBe(8);
    const reports = folders.body.find((f) => f.name === 'Site Reports') as Folder;
    const photos = await call<FilesResponse>(
      `/api/files/construction?folderId=${reports._id}&projectId=${project._id}`,
      {
        token: admin,
      },
    );
    const png = photos.body.files.find((f) => f.format === 'PNG');
    const bytes = await download(admin, 'construction', png?._id ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('holds reissued drawings with their versions, and a week of activity', async () => {
    const admin = await asAdmin();
    const project = await demoProject('Harbourfront Tower');
    const folders = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}`, { token: admin });
    const elevations = folders.body.find((f) => f.name === 'Elevations') as Folder;
    const listing = await call<FilesResponse>(`/api/files/plan?folderId=${elevations._id}&projectId=${project._id}`, {
      token: admin,
    });
    const drawing = listing.body.files.find((f) => f.original_name === 'A-200 Elevations.pdf');
    expect(drawing).toMatchObject({ version: 3, version_note: 'Rev C, issued for construction' });
    const versions = await call<FileVersion[]>(`/api/file/plan/${drawing?._id}/versions`, { token: admin });
    expect(versions.body.map((v) => [v.version, v.note ?? null])).toEqual([
      [3, 'Rev C, issued for construction'],
      [2, 'Rev B, for permit'],
      [1, null],
    ]);
    const activity = await call<ActivityPage>(`/api/projects/${project._id}/activity?limit=1000`, { token: admin });
    const days = new Set(activity.body.entries.map((e) => e.at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    const span = Date.parse(activity.body.entries[0]?.at ?? '') - Date.parse(activity.body.entries.at(-1)?.at ?? '');
    expect(span).toBeGreaterThanOrEqual(7 * 86_400_000);
  });

  it('Maple Ridge Townhomes has two deleted files in its recycle bin, newest first, out of its folder lists', async () => {
    const admin = await asAdmin();
    const project = await demoProject('Maple Ridge Townhomes');
    const bin = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, { token: admin });
    expect(bin.status).toBe(200);
    expect(bin.body.items.map((i) => [i.kind, i.name, i.module])).toEqual([
      ['file', 'Survey photo (duplicate).png', 'plan'],
      ['file', 'A-100 Site Plan (superseded).pdf', 'plan'],
    ]);
    const root = await call<FilesResponse>(`/api/files/plan?folderId=root&projectId=${project._id}`, { token: admin });
    expect(root.body.files.map((f) => f.original_name)).not.toContain('Survey photo (duplicate).png');
  });
});

describe('demo daily logs', () => {
  it("the last six working days have logs: the newest a draft, the rest signed off, one reopened once, with the day's site reports (also on a weekend)", async () => {
    const admin = await asAdmin();
    const project = await demoProject('Maple Ridge Townhomes');
    const today = torontoDateKey(new Date());
    const range = await call<LogDays>(
      `/api/projects/${project._id}/daily-logs?from=${addDaysToDateKey(today, -13)}&to=${today}`,
      { token: admin },
    );
    const written = range.body.days.filter((d) => d.status !== 'none');
    expect(written).toHaveLength(6);
    expect(written.map((d) => d.status)).toEqual(['signed', 'signed', 'signed', 'signed', 'signed', 'draft']);
    const reopened = await call<DailyLog>(`/api/projects/${project._id}/daily-logs/${written[2]?.date}`, {
      token: admin,
    });
    expect(reopened.body.history.map((h) => h.action)).toEqual(['signed', 'reopened', 'signed']);
    expect(reopened.body.crew.length).toBeGreaterThan(1);
    // The newest working day's log: today's on a weekday, Friday's on a weekend (the seed writes working days).
    const latest = await call<DailyLog>(`/api/projects/${project._id}/daily-logs/${written[5]?.date}`, {
      token: admin,
    });
    expect(latest.body.weather.conditions).toBeTruthy();
    expect(latest.body.reports.length).toBeGreaterThan(0);
    expect(latest.body.photos.length).toBeGreaterThan(0);
  });
});
