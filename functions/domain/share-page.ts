/** The pages a share link answers a person with: the file's landing page, or why it cannot give the file. */
import { escapeHtml } from '../commons/html.ts';
import { type Page, page } from '../commons/results.ts';

export interface SharedFileFacts {
  /** The file's name (a version keeps the name it was uploaded under, but the link shares the file). */
  fileName: string;
  /** The version the link gives, and the file's newest version now. */
  version: number;
  latestVersion: number;
  /** When the shared version was uploaded, in Toronto wall-clock time. */
  uploadedAt: string;
  sizeText: string;
  projectName: string;
  sharedBy: string;
  until: string;
  /** PDFs and pictures can be viewed in the browser; other files only downloaded. */
  viewable: boolean;
}

/**
 * What a person opening a link sees: the file and its version, whether a newer version exists (outside
 * recipients would otherwise build from a superseded drawing), who shared it, until when; Download and View.
 */
export function shareLandingPage(facts: SharedFileFacts): Page {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const title = `${facts.fileName} (v${facts.version})`;
  const newer =
    facts.latestVersion > facts.version
      ? `<p class="notice" role="alert">${escapeHtml(
          `A newer version (v${facts.latestVersion}) exists; ask ${facts.sharedBy} for it.`,
        )}</p>`
      : '';
  return page(
    'ok',
    title,
    `<h1>${escapeHtml(title)}</h1>${newer}<dl>${row('Version', `v${facts.version}`)}${row(
      'Uploaded',
      `${facts.uploadedAt} (Toronto time)`,
    )}${row('Size', facts.sizeText)}${row('Project', facts.projectName)}${row('Shared by', facts.sharedBy)}${row(
      'Link valid until',
      `${facts.until} (Toronto time)`,
    )}</dl><div class="actions"><a class="btn" href="?get=download">Download</a>${
      facts.viewable ? '<a class="btn secondary" href="?get=view">View</a>' : ''
    }</div>`,
  );
}

/** A page that says why the link gives no file. */
export function sharePage(outcome: Page['outcome'], title: string, message: string, retryAfterSeconds?: number): Page {
  return page(outcome, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, retryAfterSeconds);
}
