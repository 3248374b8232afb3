import { useSearchParams } from 'react-router-dom';
import { BIN_AREAS, type BinArea } from '#shared/models/recycle-bin.ts';
import { RecycleBinPage } from '../../features/recycle-bin/components/recycle-bin-page.tsx';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

/** Every area the role reaches, so no section of its own. */
export const handle: ScreenHandle = { needsProject: true };

const isArea = (value: string | null): value is BinArea => BIN_AREAS.some((a) => a === value);

/** /recycle_bin/{projectId}?area=…: what was deleted in the project, to restore (or, for admins, delete forever). */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const area = search.get('area');
  const onAreaChange = (next: BinArea | undefined) => setSearch(next ? { area: next } : {}, { replace: true });
  return (
    <ProjectPage param="projectId" title="Recycle Bin">
      {(session, projectId) => (
        <RecycleBinPage
          projectId={projectId}
          role={session.role}
          area={isArea(area) ? area : undefined}
          onAreaChange={onAreaChange}
        />
      )}
    </ProjectPage>
  );
}
