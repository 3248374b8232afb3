/** The pages a share link answers a person with: the file's landing page, or why it cannot give the file. */
import { escapeHtml } from '../commons/html.ts';
import { type Page, page } from '../commons/results.ts';

export interface SharedFileFacts {
  fileName: string;
  sizeText: string;
  projectName: string;
  sharedBy: string;
  until: string;
  /** PDFs and pictures can be viewed in the browser; other files only downloaded. */
  viewable: boolean;
}

/** What a person opening a link sees: what the file is, who shared it, until when; Download and View. */
export function shareLandingPage(facts: SharedFileFacts): Page {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return page(
    'ok',
    facts.fileName,
    `<h1>${escapeHtml(facts.fileName)}</h1><dl>${row('Size', facts.sizeText)}${row('Project', facts.projectName)}${row(
      'Shared by',
      facts.sharedBy,
    )}${row('Link valid until', facts.until)}</dl><div class="actions"><a class="btn" href="?get=download">Download</a>${
      facts.viewable ? '<a class="btn secondary" href="?get=view">View</a>' : ''
    }</div>`,
  );
}

/** A page that says why the link gives no file. */
export function sharePage(outcome: Page['outcome'], title: string, message: string, retryAfterSeconds?: number): Page {
  return page(outcome, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, retryAfterSeconds);
}
