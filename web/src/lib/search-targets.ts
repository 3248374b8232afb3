/**
 * Where a project search result opens (docs/requirements.md#project-search), as a pure function: a file
 * opens its folder with the file highlighted, a folder opens itself, a construction task its Edit Task
 * dialog (the site role, which does not plan, its monitor row), a marketing task its Edit Task dialog, a
 * note its task's monitor row. The screens honour `?highlight=<fileId>` and `?task=<taskId>`.
 */
import type { SearchResult } from '#shared/models/search.ts';
import type { Module, Role, Section } from '#shared/roles.ts';
import { sectionOfModule } from '#shared/roles.ts';
import type { SearchKind } from '#shared/search.ts';

const enc = encodeURIComponent;

const FOLDER_CONTENTS: Record<Module, (folderId: string) => string> = {
  plan: (id) => `/planfile_list/${enc(id)}`,
  marketing: (id) => `/marketingfile_list/${enc(id)}`,
  construction: (id) => `/construction_files/${enc(id)}`,
};
const AREA_ROOT: Record<Module, string> = {
  plan: '/planfile_page',
  marketing: '/marketing_folder',
  construction: '/construction_files_folder',
};

export const KIND_LABELS: Record<SearchKind, string> = {
  file: 'Files',
  folder: 'Folders',
  task: 'Construction tasks',
  marketingTask: 'Marketing tasks',
  note: 'Task notes',
};

export interface SearchTarget {
  to: string;
  /** The area the side navigation switches to. */
  scenario: Section;
}

export function searchTarget(result: SearchResult, projectId: string, role: Role): SearchTarget {
  const scenario = sectionOfModule(result.module);
  switch (result.kind) {
    case 'file': {
      const folder = result.folderId && result.folderId !== 'root' ? result.folderId : null;
      const base = folder ? FOLDER_CONTENTS[result.module](folder) : AREA_ROOT[result.module];
      return { to: `${base}?highlight=${enc(result.id)}`, scenario };
    }
    case 'folder':
      return { to: FOLDER_CONTENTS[result.module](result.id), scenario };
    case 'task':
      return role === 'site'
        ? { to: `/monitor/${enc(projectId)}?task=${enc(result.id)}`, scenario }
        : { to: `/construction_page/${enc(projectId)}?task=${enc(result.id)}`, scenario };
    case 'marketingTask':
      return { to: `/marketing_page?task=${enc(result.id)}`, scenario };
    case 'note':
      return { to: `/monitor/${enc(projectId)}?task=${enc(result.taskId ?? '')}`, scenario };
  }
}

/** A row the URL points at (?highlight= or ?task=): scrolled to the middle of the screen once drawn. */
export function scrollIntoViewRef(element: HTMLElement | null): void {
  element?.scrollIntoView?.({ block: 'center' });
}
