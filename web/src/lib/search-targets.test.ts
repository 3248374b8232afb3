import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#shared/models/search.ts';
import { searchTarget } from './search-targets.ts';

const base = { name: 'x', detail: '', place: '' };
const file = (module: SearchResult['module'], folderId: string): SearchResult => ({
  ...base,
  kind: 'file',
  id: 'F1',
  module,
  folderId,
});

describe('where a search result opens', () => {
  it('a file opens its folder (or its area) with the file highlighted, switching to its area', () => {
    expect(searchTarget(file('plan', 'D1'), 'P1', 'admin')).toEqual({
      to: '/planfile_list/D1?highlight=F1',
      scenario: 'planfile',
    });
    expect(searchTarget(file('marketing', 'root'), 'P1', 'admin')).toEqual({
      to: '/marketing_folder?highlight=F1',
      scenario: 'marketing',
    });
    expect(searchTarget(file('construction', 'D2'), 'P1', 'pm').to).toBe('/construction_files/D2?highlight=F1');
  });

  it('a folder opens itself', () => {
    const folder: SearchResult = { ...base, kind: 'folder', id: 'D3', module: 'plan', folderId: 'D3' };
    expect(searchTarget(folder, 'P1', 'consultant')).toEqual({ to: '/planfile_list/D3', scenario: 'planfile' });
  });

  it('a task opens Edit Task, for the site role its monitor row; a note its task’s monitor row', () => {
    const task: SearchResult = { ...base, kind: 'task', id: 'T1', module: 'construction' };
    expect(searchTarget(task, 'P 1', 'pm').to).toBe('/construction_page/P%201?task=T1');
    expect(searchTarget(task, 'P1', 'site').to).toBe('/monitor/P1?task=T1');
    const note: SearchResult = { ...base, kind: 'note', id: 'N1', module: 'construction', taskId: 'T1' };
    expect(searchTarget(note, 'P1', 'office')).toEqual({ to: '/monitor/P1?task=T1', scenario: 'construction' });
    const mtask: SearchResult = { ...base, kind: 'marketingTask', id: 'M1', module: 'marketing' };
    expect(searchTarget(mtask, 'P1', 'marketing')).toEqual({ to: '/marketing_page?task=M1', scenario: 'marketing' });
  });
});
