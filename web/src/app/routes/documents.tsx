/**
 * The document areas' screens (docs/requirements.md#documents): one route component per route, each a thin wrapper that picks the
 * area (plan, marketing, construction) and the screen; the screens themselves are written once in
 * features/documents.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import type { Module } from '#shared/roles.ts';
import { EditFoldersPage } from '../../features/documents/components/edit-folders-page.tsx';
import { FolderScreen } from '../../features/documents/components/folder-screen.tsx';
import { UploadPage } from '../../features/documents/components/upload-page.tsx';
import { AREAS } from '../../features/documents/config/areas.ts';
import { type ScreenHandle, useProjectSession } from '../layout/screen-handle.ts';

/** Every document screen needs a project and its area's section. */
const inArea = (module: Module): ScreenHandle => ({ needsProject: true, module });

function Folders({
  module,
  variant,
  folderId,
}: {
  module: Module;
  variant: 'browser' | 'contents';
  folderId: string | null;
}) {
  const session = useProjectSession();
  return (
    <FolderScreen
      // A new folder is a new screen: dialogs and messages of the previous one do not carry over.
      key={`${module}-${variant}-${folderId ?? 'root'}`}
      area={AREAS[module]}
      variant={variant}
      folderId={folderId}
      session={{ role: session.role, userId: session.userId, project: session.project }}
    />
  );
}

function EditFolders({ module }: { module: Module }) {
  const { project } = useProjectSession();
  return <EditFoldersPage area={AREAS[module]} projectId={project.id} />;
}

function Upload({ module }: { module: Module }) {
  const { project } = useProjectSession();
  return <UploadPage area={AREAS[module]} projectId={project.id} />;
}

/** /planfile_page and /planfile_page/{parentId} */
export function PlanBrowser() {
  const { parentId } = useParams();
  return <Folders module="plan" variant="browser" folderId={parentId ?? null} />;
}

/** /planfile_list/{folderId} */
export function PlanContents() {
  const { folderId } = useParams();
  return <Folders module="plan" variant="contents" folderId={folderId ?? null} />;
}

/** /marketing_folder, ?parent_id= for the children of a folder */
export function MarketingBrowser() {
  const [params] = useSearchParams();
  return <Folders module="marketing" variant="browser" folderId={params.get('parent_id') || null} />;
}

/** /marketingfile_list/{folder_id} */
export function MarketingContents() {
  const { folderId } = useParams();
  return <Folders module="marketing" variant="contents" folderId={folderId ?? null} />;
}

/** /construction_files_folder, ?parent_id= for the children of a folder */
export function ConstructionBrowser() {
  const [params] = useSearchParams();
  return <Folders module="construction" variant="browser" folderId={params.get('parent_id') || null} />;
}

/** /construction_files/{folder_id} */
export function ConstructionContents() {
  const { folderId } = useParams();
  return <Folders module="construction" variant="contents" folderId={folderId ?? null} />;
}

export const PlanEditFolders = () => <EditFolders module="plan" />;
export const MarketingEditFolders = () => <EditFolders module="marketing" />;
export const ConstructionEditFolders = () => <EditFolders module="construction" />;
export const PlanUpload = () => <Upload module="plan" />;
export const MarketingUpload = () => <Upload module="marketing" />;
export const ConstructionUpload = () => <Upload module="construction" />;

/** Each screen's route handle, by the name of its component. */
export const handles = {
  PlanBrowser: inArea('plan'),
  PlanContents: inArea('plan'),
  PlanEditFolders: inArea('plan'),
  PlanUpload: inArea('plan'),
  MarketingBrowser: inArea('marketing'),
  MarketingContents: inArea('marketing'),
  MarketingEditFolders: inArea('marketing'),
  MarketingUpload: inArea('marketing'),
  ConstructionBrowser: inArea('construction'),
  ConstructionContents: inArea('construction'),
  ConstructionEditFolders: inArea('construction'),
  ConstructionUpload: inArea('construction'),
} satisfies Record<string, ScreenHandle>;
