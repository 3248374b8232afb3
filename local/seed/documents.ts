/**
 * Demo documents: in every area (plan, marketing, construction) of every demo project, folders on all three
 * levels with generated drawing sets (multi-page PDF) and pictures (PNG), stored through the same domain
 * code as POST /api/upload/{module}.
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { Project } from '#shared/models.ts';
import { MODULES, type Module } from '#shared/roles.ts';
import type { Caller } from '../../functions/commons/auth/authenticate.ts';
import { ulid } from '../../functions/commons/ids.ts';
import { getFileRecord } from '../../functions/data/files.ts';
import { resolveTarget } from '../../functions/domain/document-access.ts';
import { storeSmallFile } from '../../functions/domain/file-records.ts';
import { commitNewVersion } from '../../functions/domain/file-versions.ts';
import { deleteFile } from '../../functions/domain/files.ts';
import { createFolder } from '../../functions/domain/folders.ts';
import { fileObjectKey } from '../../functions/storage/file-transfers.ts';
import { putObject } from '../../functions/storage/objects.ts';
import { demoDrawingSet } from './pdf.ts';
import { demoPhoto } from './png.ts';

interface DemoFile {
  name: string;
  author: string;
  /** PDF pages, or none for a picture. */
  pages?: number;
  /** Later versions, oldest first: the drawing reissued `daysAgo` days before the seed ran. */
  revisions?: { note: string; daysAgo: number }[];
}

interface DemoFolder {
  name: string;
  files?: DemoFile[];
  children?: DemoFolder[];
}

const drawings = (name: string, pages: number, revisions?: DemoFile['revisions']): DemoFile => ({
  name,
  author: 'Project Architect',
  pages,
  ...(revisions && { revisions }),
});
const REISSUED = [
  { note: 'Rev B, for permit', daysAgo: 6 },
  { note: 'Rev C, issued for construction', daysAgo: 2 },
];
const photo = (name: string): DemoFile => ({ name, author: 'Site Superintendent' });

const TREES: Record<Module, { root: DemoFile[]; folders: DemoFolder[] }> = {
  plan: {
    root: [drawings('Project overview.pdf', 2)],
    folders: [
      {
        name: 'Architectural',
        files: [photo('Massing model.png')],
        children: [
          {
            name: 'Floor Plans',
            files: [drawings('A-100 Floor plans.pdf', 6)],
            children: [{ name: 'Level 1', files: [drawings('A-101 Level 1 plan.pdf', 3)] }],
          },
          { name: 'Elevations', files: [drawings('A-200 Elevations.pdf', 4, REISSUED)] },
        ],
      },
      {
        name: 'Structural',
        children: [
          {
            name: 'Foundations',
            children: [
              { name: 'Footing Details', files: [drawings('S-301 Footings.pdf', 2, [REISSUED[0] as Revision])] },
            ],
          },
        ],
      },
    ],
  },
  marketing: {
    root: [photo('Logo.png')],
    folders: [
      {
        name: 'Brochures',
        files: [drawings('Brochure draft.pdf', 4)],
        children: [
          { name: 'Spring Launch', children: [{ name: 'Print Ready', files: [drawings('Spring brochure.pdf', 2)] }] },
          { name: 'Digital', files: [photo('Web banner.png')] },
        ],
      },
      {
        name: 'Photography',
        children: [{ name: 'Renderings', children: [{ name: 'Interiors', files: [photo('Lobby.png')] }] }],
      },
    ],
  },
  construction: {
    root: [drawings('Site logistics plan.pdf', 2)],
    folders: [
      {
        name: 'Drawings',
        children: [
          {
            name: 'Issued for Construction',
            files: [drawings('IFC drawing set.pdf', 8)],
            children: [{ name: 'Revision 2', files: [drawings('IFC Rev 2 changes.pdf', 3)] }],
          },
          { name: 'Shop Drawings', files: [drawings('Stair shop drawings.pdf', 2)] },
        ],
      },
      {
        name: 'Site Reports',
        files: [photo('Excavation progress.png')],
        children: [
          { name: 'Inspections', children: [{ name: 'Municipal', files: [photo('Footing inspection.png')] }] },
        ],
      },
    ],
  },
};

let pictures = 0;

function bytesOf(file: DemoFile): { bytes: Buffer; contentType: string } {
  if (file.pages) {
    const title = file.name.replace(/\.pdf$/, '');
    return { bytes: demoDrawingSet(title, title.split(' ')[0] ?? 'A', file.pages), contentType: 'application/pdf' };
  }
  pictures += 1;
  return { bytes: demoPhoto(pictures), contentType: 'image/png' };
}

async function storeFiles(
  caller: Caller,
  place: { projectId: string; module: Module; folderId: string },
  files: DemoFile[],
  now: Date,
) {
  const target = await resolveTarget(caller, place);
  for (const file of files) {
    const { bytes, contentType } = bytesOf(file);
    const first = file.revisions ? new Date(now.getTime() - 9 * DAY) : now;
    const stored = await storeSmallFile(
      caller,
      target,
      { fileName: file.name, author: file.author, contentType, bytes },
      first,
    );
    for (const [i, revision] of (file.revisions ?? []).entries()) {
      await storeRevision(caller, stored._id, file, i + 2, revision, new Date(now.getTime() - revision.daysAgo * DAY));
    }
  }
}

type Revision = NonNullable<DemoFile['revisions']>[number];
const DAY = 86_400_000;

/** A reissued drawing: its bytes at a key of their own, then the version, as a version upload records it. */
async function storeRevision(
  caller: Caller,
  fileId: string,
  file: DemoFile,
  version: number,
  revision: Revision,
  at: Date,
) {
  const title = `${file.name.replace(/\.pdf$/, '')} v${version}`;
  const bytes = demoDrawingSet(title, title.split(' ')[0] ?? 'A', file.pages ?? 1);
  const s3Key = fileObjectKey(ulid(at.getTime()));
  await putObject(s3Key, bytes, 'application/pdf');
  const current = await getFileRecord(fileId);
  if (!current) throw new Error(`demo file ${file.name} is missing`);
  await commitNewVersion(
    caller,
    current,
    {
      s3Key,
      original_name: file.name,
      size: bytes.length,
      format: 'PDF',
      contentType: 'application/pdf',
      author: file.author,
      note: revision.note,
    },
    at,
    'file.versioned',
  );
}

async function seedFolder(
  caller: Caller,
  project: Project,
  module: Module,
  folder: DemoFolder,
  parentId: string | null,
  now: Date,
) {
  const created = await createFolder(
    caller,
    { name: folder.name, module, projectId: project._id, parent_id: parentId },
    now,
  );
  await storeFiles(caller, { projectId: project._id, module, folderId: created._id }, folder.files ?? [], now);
  for (const child of folder.children ?? []) await seedFolder(caller, project, module, child, created._id, now);
}

/** Deleted a few days before the seed ran, so the recycle bin of the first demo project is not empty. */
const BINNED: (DemoFile & { deletedDaysAgo: number })[] = [
  { ...drawings('A-100 Site Plan (superseded).pdf', 1), deletedDaysAgo: 3 },
  { name: 'Survey photo (duplicate).png', author: 'Site Engineer', deletedDaysAgo: 1 },
];

async function seedBin(caller: Caller, project: Project, now: Date) {
  const target = await resolveTarget(caller, { projectId: project._id, module: 'plan', folderId: ROOT_FOLDER_ID });
  for (const file of BINNED) {
    const { bytes, contentType } = bytesOf(file);
    const at = new Date(now.getTime() - (file.deletedDaysAgo + 2) * DAY);
    const stored = await storeSmallFile(
      caller,
      target,
      { fileName: file.name, author: file.author, contentType, bytes },
      at,
    );
    await deleteFile(caller, 'plan', stored._id, new Date(now.getTime() - file.deletedDaysAgo * DAY));
  }
}

/** `caller` must be allowed every module of every project (an admin). */
export async function seedDocuments(projects: Project[], caller: Caller, now: Date): Promise<void> {
  for (const project of projects) {
    for (const module of MODULES) {
      const tree = TREES[module];
      await storeFiles(caller, { projectId: project._id, module, folderId: ROOT_FOLDER_ID }, tree.root, now);
      for (const folder of tree.folders) await seedFolder(caller, project, module, folder, null, now);
    }
  }
  if (projects[0]) await seedBin(caller, projects[0], now);
}
