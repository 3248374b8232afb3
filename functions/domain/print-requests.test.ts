/**
 * A print order: the rules before it is recorded (area, the file's own area, ten an hour), then the email
 * to the print shop, whose failure keeps the order marked "email failed". The table, the bucket and the
 * mailer are in-memory fakes (tests/integration/print-requests.test.ts keeps the real SES emulator).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { PrintRequestBody } from '#shared/schemas/print-requests.ts';
import type { FileRecord } from '../data/files.ts';
import type { PrintOrder } from '../data/print-orders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { windows } from './test-support/counters.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

const orders = new Map<string, PrintOrder>();
const entries: ActivityEntry[] = [];
const sent: { to: string; replyTo?: string; subject: string; text: string }[] = [];
let mailDown = false;

vi.mock('../data/rate-limits.ts', async () => (await import('./test-support/counters.ts')).fakeRateLimits);
vi.mock('../data/projects.ts', () => ({ getProject: async () => ({ _id: 'P1', name: 'Harbourfront Tower' }) }));
vi.mock('../data/share-links.ts', () => ({
  insertShare: async (_share: unknown, entry: ActivityEntry) => void entries.push(entry),
}));
vi.mock('../data/print-orders.ts', () => ({
  insertPrintOrder: async (order: PrintOrder, entry: ActivityEntry) => {
    orders.set(order._id, { ...order });
    entries.push(entry);
  },
  setPrintOrderStatus: async (
    id: string,
    status: PrintOrder['status'],
    details: Partial<PrintOrder>,
    entry: ActivityEntry,
  ) => {
    orders.set(id, { ...(orders.get(id) as PrintOrder), status, ...details });
    entries.push(entry);
  },
}));
vi.mock('../mail/mailer.ts', () => ({
  sendEmail: async (mail: (typeof sent)[number]) => {
    if (mailDown) throw new Error('SES unavailable');
    sent.push(mail);
    return 'message-1';
  },
}));
vi.mock('../data/email-suppressions.ts', () => ({ isSuppressed: async () => false }));
vi.mock('../storage/objects.ts', () => ({ headObject: async () => undefined }));

fakeDocumentStore('files', 'folders');
const { createPrintRequest, EMAIL_FAILED, PRINT_SUCCESS } = await import('./print-requests.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
const PDF = '01JD0000000000000000000001';
const DOCX = '01JD0000000000000000000002';
const body = (fileId = PDF, extra: Partial<PrintRequestBody> = {}): PrintRequestBody => ({
  fileId,
  module: 'plan',
  size: '24"x36"',
  copies: 2,
  paper: '20#Bond',
  productionTime: 'next day',
  deliveryMethod: 'pickup',
  ...extra,
});

beforeEach(() => {
  store.reset();
  orders.clear();
  entries.length = 0;
  windows.clear();
  sent.length = 0;
  mailDown = false;
  vi.stubEnv('PRINT_SHOP_EMAIL', 'print-shop@example.com');
  vi.stubEnv('MAIL_FROM', 'Site Office <no-reply@example.com>');
  vi.stubEnv('PUBLIC_BASE_URL', 'https://office.example.com/');
  const folder = store.addFolder('01JD00000000000000000000F1', 'Structural');
  store.addFile(PDF, 'S-201.pdf', folder);
  store.addFile(DOCX, 'Spec.docx', folder);
  store.files.set(DOCX, {
    ...(store.files.get(DOCX) as FileRecord),
    format: 'DOCX',
    contentType: 'application/msword',
  });
});

describe('a print order', () => {
  it('is recorded, then emailed to the print shop with a link, the caller as reply-to', async () => {
    const answer = await createPrintRequest(pm, body(), NOW);
    expect(answer).toEqual({ message: PRINT_SUCCESS, orderId: expect.any(String) });
    expect(orders.get(answer.orderId)).toMatchObject({
      status: 'sent',
      emailMessageId: 'message-1',
      fileName: 'S-201.pdf',
      fileVersion: 1,
      requested_by_email: 'pat@example.com',
    });
    const [mail] = sent;
    expect(mail).toMatchObject({ to: 'print-shop@example.com', replyTo: 'pat@example.com' });
    expect(mail?.subject).toBe('Print request: S-201.pdf (Harbourfront Tower), 2 × 24"x36"');
    expect(mail?.text).toMatch(/^Download: https:\/\/office\.example\.com\/api\/shared\/[0-9A-Z]{26}\./m);
    expect(entries.map((e) => [e.kind, e.detail])).toEqual([
      ['share.created', 'for a print order'],
      ['print.ordered', '2 × 24"x36"'],
      ['print.emailed', 'to the print shop, 2 × 24"x36"'],
    ]);
  });

  it('of a file that is not a PDF goes through with a warning', async () => {
    const answer = await createPrintRequest(pm, body(DOCX), NOW);
    expect(answer.warning).toBe('Spec.docx is not a PDF: the print shop may ask for a PDF to print it.');
  });

  it('is for plan and construction files only, named in their own area', async () => {
    expect(await refusal(createPrintRequest(caller('office'), body(PDF, { module: 'marketing' }), NOW))).toEqual({
      kind: 'invalid',
      message: 'Print requests are for plan and construction files',
    });
    expect(await refusal(createPrintRequest(caller('office'), body(PDF, { module: 'construction' }), NOW))).toEqual({
      kind: 'invalid',
      message: 'The file is not in the construction area',
    });
    expect(orders.size).toBe(0);
  });

  it('ten an hour per user: the eleventh says when to try again, and records nothing', async () => {
    for (let i = 0; i < 10; i++) await createPrintRequest(pm, body(), NOW);
    const later = new Date('2026-11-23T15:20:00.000Z');
    expect(await refusal(createPrintRequest(pm, body(), later))).toEqual({
      kind: 'rate-limited',
      message: 'You have sent 10 print orders in the last hour. Please try again in 40 minutes.',
    });
    expect(orders.size).toBe(10);
    await expect(createPrintRequest(caller('pm', ['P1'], 'U2'), body(), later)).resolves.toBeDefined();
  });

  it('when the email fails the order stays, marked "email failed", and the caller is told', async () => {
    mailDown = true;
    expect(await refusal(createPrintRequest(pm, body(), NOW))).toEqual({
      kind: 'upstream-failed',
      message: EMAIL_FAILED,
    });
    expect([...orders.values()]).toEqual([
      expect.objectContaining({ status: 'email failed', emailError: 'SES unavailable' }),
    ]);
    expect(entries.at(-1)).toMatchObject({ kind: 'print.failed' });
  });
});
