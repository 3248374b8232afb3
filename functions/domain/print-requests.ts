/**
 * Print orders: recorded first, then emailed to the print shop with a link to the file that lasts
 * the production time. An email failure keeps the order, marked "email failed".
 */

import type { PrintRequestAnswer } from '#shared/models/sharing.ts';
import { scaleWarning } from '#shared/print-sheets.ts';
import { sectionOfModule } from '#shared/roles.ts';
import { PRINT_LINK_HOURS, type PrintRequestBody } from '#shared/schemas/print-requests.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { config } from '../commons/config.ts';
import { invalid, upstreamFailed } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { log, recordEvent } from '../commons/observability.ts';
import { insertPrintOrder, type PrintOrder, setPrintOrderStatus } from '../data/print-orders.ts';
import { getProject } from '../data/projects.ts';
import { loadFile, placeOfFile } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { notify } from './notify.ts';
import { sendMail } from './outgoing-mail.ts';
import { fileSheet, isPdf } from './pdf-sheet.ts';
import { printOrderEmail } from './print-email.ts';
import { PRINT_ORDERS_PER_USER, take, waitText } from './rate-limits.ts';
import { createShareLink } from './share-links.ts';

export const PRINT_SUCCESS = 'Print request submitted successfully!';
export const EMAIL_FAILED =
  'Your print request was saved, but the email to the print shop could not be sent. Please try again later or call the print shop.';

export async function createPrintRequest(
  caller: Caller,
  body: PrintRequestBody,
  now: Date,
): Promise<PrintRequestAnswer> {
  if (body.module === 'marketing') throw invalid('Print requests are for plan and construction files');
  const file = await loadFile(caller, body.fileId);
  if (file.module !== body.module) throw invalid(`The file is not in the ${body.module} area`);
  await take(
    {
      name: 'print-orders',
      subject: caller.userId,
      rule: PRINT_ORDERS_PER_USER,
      refusal: (s) =>
        `You have sent ${PRINT_ORDERS_PER_USER.limit} print orders in the last hour. Please try again in ${waitText(s)}.`,
    },
    now,
  );
  const project = await getProject(file.projectId);
  // What the print shop is sent: the pages and sheet size of the exact file, read from the PDF itself.
  const sheet = await fileSheet(file);
  const orderId = ulid(now.getTime());
  const share = await createShareLink(
    caller,
    {
      fileId: file._id,
      module: file.module,
      hoursValid: PRINT_LINK_HOURS[body.productionTime],
      purpose: `print:${orderId}`,
    },
    now,
  );
  const { fileId: _f, module: _m, fileName: _n, ...order } = body;
  const record: PrintOrder = {
    _id: orderId,
    projectId: file.projectId,
    fileId: file._id,
    fileName: file.original_name,
    fileVersion: file.version ?? 1,
    ...(file.version_note && { versionNote: file.version_note }),
    ...(sheet && { sheet }),
    module: file.module,
    order,
    requested_by: caller.userId,
    requested_by_name: caller.name,
    requested_by_email: caller.email,
    createdAt: now.toISOString(),
    status: 'pending',
    shareLinkId: share._id,
  };
  const place = await placeOfFile(file);
  const entry = (kind: 'print.ordered' | 'print.emailed' | 'print.failed', detail: string) =>
    fileEntry(caller, now, kind, file, place, detail);
  const what = `${body.copies} × ${body.size}`;
  await insertPrintOrder(record, entry('print.ordered', what));
  const email = printOrderEmail(record, project?.name ?? file.projectId, share);
  // The person who ordered hears how it went (docs/requirements.md#email-notifications), by their setting.
  const tellOrderer = (outcome: string) =>
    notify(
      caller,
      {
        event: 'printOrder',
        subject: `print:${orderId}`,
        projectId: file.projectId,
        objectName: file.original_name,
        path: `/view_file/${file.module}/${file._id}`,
        action: `ordered ${what} prints: ${outcome}`,
        recipientId: caller.userId,
        section: sectionOfModule(file.module),
      },
      now,
    );
  try {
    const messageId = await sendMail({
      from: config.mailFrom(),
      to: config.printShopEmail(),
      replyTo: caller.email,
      ...email,
    });
    await setPrintOrderStatus(
      orderId,
      'sent',
      { emailMessageId: messageId },
      entry('print.emailed', `to the print shop, ${what}`),
    );
    recordEvent('PrintOrderEmailed');
    await tellOrderer('the order was emailed to the print shop');
  } catch (error) {
    recordEvent('PrintOrderEmailFailed');
    log('error', 'print order email failed', { orderId }, error);
    await setPrintOrderStatus(
      orderId,
      'email failed',
      { emailError: error instanceof Error ? error.message : String(error) },
      entry('print.failed', 'the email to the print shop failed'),
    );
    await tellOrderer('the email to the print shop failed; please try again later or call the print shop');
    throw upstreamFailed(EMAIL_FAILED);
  }
  const warning = isPdf(file)
    ? sheet && scaleWarning(sheet, body.size)
    : `${file.original_name} is not a PDF: the print shop may ask for a PDF to print it.`;
  return { message: PRINT_SUCCESS, orderId, ...(warning && { warning }) };
}
