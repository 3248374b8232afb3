// @vitest-environment happy-dom

import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentFile } from '#shared/models/documents.ts';
import { FULL_HEADERS, MARKETING_HEADERS } from '../config/area-headers.fixture.ts';
import { AREAS } from '../config/areas.ts';
import { documentFile } from './document-file.fixture.ts';
import { FileTable } from './file-table.tsx';

afterEach(cleanup);

const file = documentFile;

const actions = () => ({
  onViewImage: vi.fn(),
  onMove: vi.fn(),
  onCopy: vi.fn(),
  onPrint: vi.fn(),
  onShare: vi.fn(),
  onDelete: vi.fn(),
  onError: vi.fn(),
});

const headerTexts = (container: HTMLElement) => [...container.querySelectorAll('th')].map((th) => th.textContent);
const rowTexts = (container: HTMLElement) => [...container.querySelectorAll('tbody td')].map((td) => td.textContent);

describe('FileTable', () => {
  it('plan: every column, MB with 2 decimals, Toronto date, PDF link to the viewer in a new tab', async () => {
    const { container } = await render(<FileTable area={AREAS.plan} files={[file({})]} {...actions()} />);
    expect(headerTexts(container)).toEqual(FULL_HEADERS);
    expect(rowTexts(container).slice(0, 6)).toEqual([
      'A-101.pdf',
      'Jane',
      '2.50 MB',
      'PDF',
      '2026-03-02, 10:04',
      'Sam',
    ]);
    const link = container.querySelector('a.file-link');
    expect(link?.getAttribute('href')).toBe('/view_file/plan/01F');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it("marketing: no Author, no Copy, no Print; '-' for a missing date and uploader", async () => {
    const a = actions();
    const { container } = await render(
      <FileTable
        area={AREAS.marketing}
        files={[file({ module: 'marketing', upload_date: '', upload_by: '' })]}
        {...a}
      />,
    );
    expect(headerTexts(container)).toEqual(MARKETING_HEADERS);
    expect(rowTexts(container).slice(0, 5)).toEqual(['A-101.pdf', '2.50 MB', 'PDF', '-', '-']);
    const buttons = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons).toEqual(['Actions for A-101.pdf', 'Delete A-101.pdf']);
    fireEvent.click(container.querySelector('button') as HTMLElement);
    fireEvent.click(container.querySelector('[role="menuitem"]') as HTMLElement);
    expect(a.onMove).toHaveBeenCalledOnce();
  });

  it('N17: marketing files get the same row menu as plan files (Move to..., Upload new version, Versions)', async () => {
    const menuOf = async (area: typeof AREAS.plan, over: Partial<DocumentFile>, copy: boolean) => {
      const { onCopy, ...rest } = actions();
      const { container, unmount } = await render(
        <FileTable
          area={area}
          files={[file(over)]}
          {...rest}
          {...(copy && { onCopy })}
          onNewVersion={vi.fn()}
          onVersions={vi.fn()}
        />,
      );
      fireEvent.click(container.querySelector('button[aria-haspopup="menu"]') as HTMLElement);
      const items = [...container.querySelectorAll('[role="menuitem"]')].map((b) => b.textContent);
      unmount();
      return items;
    };
    expect(await menuOf(AREAS.marketing, { module: 'marketing' }, false)).toEqual([
      'Move to...',
      'Upload new version',
      'Versions',
    ]);
    expect(await menuOf(AREAS.plan, {}, true)).toEqual(['Move to...', 'Copy to...', 'Upload new version', 'Versions']);
  });

  it("construction: 'N/A' for an invalid date; images open the image viewer", async () => {
    const a = actions();
    const { container } = await render(
      <FileTable
        area={AREAS.construction}
        files={[
          file({ module: 'construction', format: 'JPG', original_name: 'site.jpg', upload_date: 'garbage', size: 0 }),
        ]}
        {...a}
      />,
    );
    expect(rowTexts(container).slice(2, 5)).toEqual(['0.00 MB', 'JPG', 'N/A']);
    fireEvent.click(container.querySelector('button.file-link') as HTMLElement);
    expect(a.onViewImage).toHaveBeenCalledOnce();
  });

  it('says so when the folder has no files', async () => {
    const { container } = await render(<FileTable area={AREAS.plan} files={[]} {...actions()} />);
    expect(container.textContent).toBe('No files in current folder');
  });
});
