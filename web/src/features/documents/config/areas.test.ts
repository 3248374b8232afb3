import { describe, expect, it } from 'vitest';
import { FULL_HEADERS, MARKETING_HEADERS } from './area-headers.fixture.ts';
import { AREAS, areaOf, COLUMN_LABELS } from './areas.ts';

const headers = (module: keyof typeof AREAS) => AREAS[module].columns.map((c) => COLUMN_LABELS[c]);

describe('the three areas', () => {
  it('plan and construction show every column (plus the temporary link)', () => {
    expect(headers('plan')).toEqual(FULL_HEADERS);
    expect(headers('construction')).toEqual(FULL_HEADERS);
  });

  it('marketing has no Author, no Copy and no Print', () => {
    expect(headers('marketing')).toEqual(MARKETING_HEADERS);
    expect(AREAS.marketing.copyTargets).toEqual([]);
  });

  it("construction shows 'N/A' for a bad date, the others '-'", () => {
    expect(AREAS.construction.dateFallback).toBe('N/A');
    expect(AREAS.plan.dateFallback).toBe('-');
    expect(AREAS.marketing.dateFallback).toBe('-');
  });

  it('the last breadcrumb is plain on plan and construction', () => {
    expect(AREAS.plan.breadcrumbLastPlain).toBe(true);
    expect(AREAS.construction.breadcrumbLastPlain).toBe(true);
    expect(AREAS.marketing.breadcrumbLastPlain).toBe(false);
  });

  it('a plan file copies to marketing (the default) or construction', () => {
    expect(AREAS.plan.copyTargets).toEqual(['marketing', 'construction']);
  });

  it('titles and routes', () => {
    expect(AREAS.plan.title('Tower', null)).toBe('Project: Tower - Root');
    expect(AREAS.plan.title('Tower', 'Floor Plans')).toBe('Project: Tower - Floor Plans');
    expect(AREAS.marketing.title('Tower', null)).toBe('Marketing Folder: Tower');
    expect(AREAS.construction.title('Tower', 'Permits')).toBe('Construction Files: Tower - Permits');
    expect(AREAS.plan.contentsPath('F1')).toBe('/planfile_list/F1');
    expect(AREAS.marketing.contentsPath('F1')).toBe('/marketingfile_list/F1');
    expect(AREAS.construction.contentsPath('F1')).toBe('/construction_files/F1');
    expect(AREAS.plan.browsePath('F1')).toBe('/planfile_page/F1');
    expect(AREAS.marketing.browsePath('F1')).toBe('/marketing_folder?parent_id=F1');
    expect(AREAS.construction.rootPath).toBe('/construction_files_folder');
  });

  it('upload pages and folder pages', () => {
    expect([AREAS.marketing.uploadPageTitle, AREAS.marketing.uploadPageButton]).toEqual([
      'Upload Marketing File',
      'Upload',
    ]);
    expect([AREAS.construction.uploadPageTitle, AREAS.construction.uploadPageButton]).toEqual([
      'Upload Construction Files',
      'Upload Files',
    ]);
    expect(AREAS.plan.uploadPageTitle).toBe('Upload Plan File');
    expect(AREAS.plan.uploadPageTypesLimited).toBe(false);
    expect(AREAS.marketing.editFoldersTitle).toBe('Edit Marketing Folders');
    expect(AREAS.construction.editFoldersTitle).toBe('Manage Construction Folders');
  });

  it('finds an area by module name only', () => {
    expect(areaOf('plan')?.module).toBe('plan');
    expect(areaOf('toString')).toBeUndefined();
    expect(areaOf(undefined)).toBeUndefined();
  });
});
