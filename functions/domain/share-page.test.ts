/** What a person opening a share link reads: the file and its version, a newer one when it exists, safe HTML. */
import { describe, expect, it } from 'vitest';
import { type SharedFileFacts, shareLandingPage, sharePage } from './share-page.ts';

const facts = (extra: Partial<SharedFileFacts> = {}): SharedFileFacts => ({
  fileName: 'S-201 slab.pdf',
  version: 2,
  latestVersion: 2,
  uploadedAt: '2026-11-23 10:00',
  sizeText: '2.29 MB',
  projectName: 'Harbourfront Tower',
  sharedBy: 'Pat Morgan',
  until: '2026-11-24 10:00',
  viewable: true,
  ...extra,
});
const content = (page: unknown) => (page as { content: string }).content;

describe('share pages', () => {
  it('the landing page names the version, the project, who shared it and until when, with Download and View', () => {
    const page = shareLandingPage(facts());
    expect(page).toMatchObject({ outcome: 'ok', title: 'S-201 slab.pdf (v2)' });
    for (const text of ['2.29 MB', 'Harbourfront Tower', 'Pat Morgan', '2026-11-24 10:00 (Toronto time)']) {
      expect(content(page)).toContain(text);
    }
    expect(content(page)).toContain('href="?get=download"');
    expect(content(page)).toContain('href="?get=view"');
    expect(content(page)).not.toContain('newer version');
  });

  it('a superseded version says a newer one exists and whom to ask; a file that cannot be viewed has no View', () => {
    const page = shareLandingPage(facts({ latestVersion: 4, viewable: false }));
    expect(content(page)).toContain('A newer version (v4) exists; ask Pat Morgan for it.');
    expect(content(page)).not.toContain('?get=view');
  });

  it('names are escaped; a refusal page carries its outcome and wait', () => {
    expect(content(shareLandingPage(facts({ fileName: '<img src=x>.pdf' })))).toContain('&lt;img src=x&gt;.pdf');
    expect(sharePage('rate-limited', 'Too many openings', 'Try again in 10 minutes.', 600)).toMatchObject({
      outcome: 'rate-limited',
      retryAfterSeconds: 600,
    });
  });
});
