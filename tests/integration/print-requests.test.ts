import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { DocumentFile, FileSheet } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { type PdfSheet, suggestedPrintSize } from '../../shared/print-sheets.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';
import { uploadPresigned, uploadSmall } from '../support/documents.ts';
import { emailContaining, sentEmails } from '../support/mail.ts';
import { printOrderBody } from '../support/print-orders.ts';

let project: Project;
let pm: TestUser;
let drawing: DocumentFile;

beforeAll(async () => {
  project = await createProject(`Print project ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  drawing = await uploadSmall(pm.token, {
    module: 'plan',
    projectId: project._id,
    folderId: 'root',
    fileName: `A-101 ${Date.now()}.pdf`,
    content: '%PDF-1.4 floor plan',
  });
});

const order = (fields: Record<string, unknown> = {}, token = pm.token) =>
  call<{ message: string; warning?: string; orderId: string }>('/api/print-request', {
    method: 'POST',
    token,
    body: printOrderBody(drawing, fields),
  });

describe('print requests', () => {
  it('records the order and emails the print shop with the details and a working link', async () => {
    const res = await order();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Print request submitted successfully!');
    expect(res.body.warning).toBeUndefined();
    const email = await emailContaining(res.body.orderId);
    expect(email.destination.to).toEqual(['print-shop@example.com']);
    expect(email.replyTo).toEqual([pm.email]);
    expect(email.subject).toContain(drawing.original_name);
    const text = email.body.text ?? '';
    for (const expected of [
      `Project: ${project.name}`,
      'Size: 24"x36"',
      'Copies: 3',
      'Paper: 20#Bond',
      'Production time: next day',
      'Recipient: Sam Site',
      'Address: 100 Queens Quay W, Toronto',
      'Phone: 416-555-0100',
      'Additional details: Please fold.',
      `Requested by: Test pm <${pm.email}>`,
    ]) {
      expect(text).toContain(expected);
    }
    const link = /Download: (\S+)/.exec(text)?.[1] as string;
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const file = await fetch(opened.headers.get('location') as string);
    expect(await file.text()).toBe('%PDF-1.4 floor plan');
  });

  /** A real PDF drawing set stored by the presigned (multipart) upload, as the web app sends it. */
  const storedPdf = (fileName: string, pages: number, sheetPoints: readonly [number, number]) =>
    uploadPresigned(
      pm.token,
      { module: 'plan', projectId: project._id, folderId: 'root', fileName, contentType: 'application/pdf', size: 0 },
      new Uint8Array(demoDrawingSet(fileName, 'A-1', pages, sheetPoints)),
    );

  it('R4: the print-shop email gives the page count and sheet size read from the PDF', async () => {
    const set = await storedPdf(`A-200 set ${Date.now()}.pdf`, 12, [24 * 72, 36 * 72]);
    const orderer = await createSignedInUser('pm', [project._id]);
    const res = await order({ fileId: set._id, fileName: set.original_name, size: '24"x36"' }, orderer.token);
    expect(res.status).toBe(201);
    expect(res.body.warning).toBeUndefined();
    const text = (await emailContaining(res.body.orderId)).body.text ?? '';
    expect(text).toContain('Sheet size: 24" x 36" (ARCH D)');
    expect(text).toContain('Pages: 12 pages');
    expect(text).not.toContain('Scale:');
    const sheet = await call<FileSheet>(`/api/file/plan/${set._id}/sheet`, { token: pm.token });
    expect(sheet.status).toBe(200);
    expect(sheet.body).toEqual({ sheet: { pages: 12, widthIn: 24, heightIn: 36 } });
  });

  it('R4: an A0 sheet suggests 60"x36"; ordered at 24"x36" it is accepted with a scale warning, in the answer and the email', async () => {
    // A0 is 841 x 1189 mm.
    const a0 = await storedPdf(`S-001 A0 ${Date.now()}.pdf`, 1, [2384, 3370]);
    const orderer = await createSignedInUser('pm', [project._id]);
    const res = await order({ fileId: a0._id, fileName: a0.original_name, size: '24"x36"' }, orderer.token);
    expect(res.status).toBe(201);
    const warning =
      'The drawing\'s sheet is 33.11" x 46.81" (A0); on 24"x36" paper it prints at 72% of its size, so it is not to scale.';
    expect(res.body.warning).toBe(warning);
    const text = (await emailContaining(res.body.orderId)).body.text ?? '';
    expect(text).toContain('Sheet size: 33.11" x 46.81" (A0)');
    expect(text).toContain('Pages: 1 page');
    expect(text).toContain(`Scale: ${warning}`);
    const sheet = await call<FileSheet>(`/api/file/plan/${a0._id}/sheet`, { token: pm.token });
    expect(sheet.body.sheet).toMatchObject({ pages: 1 });
    expect(sheet.body.sheet?.widthIn).toBeCloseTo(33.11, 2);
    expect(sheet.body.sheet?.heightIn).toBeCloseTo(46.81, 2);
    expect(suggestedPrintSize(sheet.body.sheet as PdfSheet)).toBe('60"x36"');
  });

  it('R4: a file that is no readable PDF has no sheet, and its email says the sheet is unknown', async () => {
    const sheet = await call<FileSheet>(`/api/file/plan/${drawing._id}/sheet`, { token: pm.token });
    expect(sheet).toMatchObject({ status: 200, body: { sheet: null } });
    const orderer = await createSignedInUser('pm', [project._id]);
    const res = await order({}, orderer.token);
    const text = (await emailContaining(res.body.orderId)).body.text ?? '';
    expect(text).toContain('Sheet size: unknown (not read from the file)');
  });

  it('warns when the file is not a PDF', async () => {
    const photo = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'site.png',
      content: 'png-bytes',
      contentType: 'image/png',
    });
    const res = await order({ fileId: photo._id, fileName: 'site.png', deliveryMethod: 'pickup' });
    expect(res.status).toBe(201);
    expect(res.body.warning).toBe('site.png is not a PDF: the print shop may ask for a PDF to print it.');
  });

  it.each([
    [{ size: '11"x17"' }, 'Size must be one of 18"x24", 24"x36", 30"x42", 60"x36"'],
    [{ copies: 0 }, 'Copies must be a whole number from 1 to 20'],
    [{ copies: 21 }, 'Copies must be a whole number from 1 to 20'],
    [{ paper: 'Glossy' }, 'Paper is always 20#Bond'],
    [{ productionTime: 'whenever' }, 'Production time must be one of: 2-3 business days, same day service, next day'],
    [{ details: 'x'.repeat(201) }, 'Additional details can have at most 200 characters'],
    [{ recipientPhone: '' }, 'Delivery needs a phone number'],
    [{ recipientName: undefined, deliveryAddress: ' ' }, 'Delivery needs a recipient name, address'],
    [{ deliveryMethod: 'drone' }, 'Delivery method must be pickup or delivery'],
    [{ module: 'marketing' }, 'Print requests are for plan and construction files'],
  ])('refuses %j', async (fields, error) => {
    const res = await order(fields);
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it.each(['abc', '12', '416-555-01000', '☎ call me'])(
    'B13: refuses %j as the recipient phone: 400, nothing recorded or emailed',
    async (recipientPhone) => {
      const marker = `b13-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const res = await order({ recipientPhone, details: marker });
      expect(res).toMatchObject({ status: 400, body: { error: 'Please enter a valid phone number' } });
      const scan = await tableClient().send(new ScanCommand({ TableName: TABLE_NAME }));
      expect(JSON.stringify(scan.Items ?? [])).not.toContain(marker);
      expect(JSON.stringify(await sentEmails())).not.toContain(marker);
    },
  );

  it('B13: accepts Canadian numbers as people write them, and international ones', async () => {
    for (const recipientPhone of ['(647) 555-0123', '1-800-555-0199', '+44 20 7946 0958', '416 555 0100 ext 22']) {
      const res = await order({ recipientPhone });
      expect({ recipientPhone, status: res.status }).toEqual({ recipientPhone, status: 201 });
    }
  });

  it('accepts a pickup without delivery fields', async () => {
    const res = await order({ deliveryMethod: 'pickup', recipientName: '', deliveryAddress: '', recipientPhone: '' });
    expect(res.status).toBe(201);
  });

  it('needs a signed-in user of the project', async () => {
    expect((await call('/api/print-request', { method: 'POST', body: {} })).status).toBe(401);
    const outsider = await createSignedInUser('pm', [(await createProject())._id]);
    expect((await order({}, outsider.token)).status).toBe(403);
  });

  it('L9: a user may send at most 10 print orders an hour; the rest answer 429', async () => {
    const orderer = await createSignedInUser('pm', [project._id]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => order({}, orderer.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.body).toEqual({
        error: expect.stringMatching(
          /^You have sent 10 print orders in the last hour\. Please try again in \d+ minutes?\.$/,
        ),
      });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const later = await call<{ orderId: string }>('/api/print-request', {
      method: 'POST',
      token: orderer.token,
      body: {
        fileName: drawing.original_name,
        fileId: drawing._id,
        module: 'plan',
        size: '24"x36"',
        copies: 1,
        paper: '20#Bond',
        productionTime: 'next day',
        deliveryMethod: 'pickup',
      },
      now: new Date(Date.now() + 61 * 60_000),
    });
    expect(later.status).toBe(201);
  });
});
