/** The print shop's email for one order, as text and as simple HTML. */
import type { ShareLinkCreated } from '#shared/models/sharing.ts';
import { pageCountText, scaleWarning, sheetSizeText } from '#shared/print-sheets.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { escapeHtml } from '../commons/html.ts';
import type { PrintOrder } from '../data/print-orders.ts';

export function printOrderEmail(order: PrintOrder, projectName: string, share: ShareLinkCreated) {
  const o = order.order;
  const scale = order.sheet && scaleWarning(order.sheet, o.size);
  const rows: [string, string][] = [
    ['Order', order._id],
    ['Project', projectName],
    ['File', order.fileName],
    ['Version', `v${order.fileVersion ?? 1}${order.versionNote ? ` (${order.versionNote})` : ''}`],
    ['Size', o.size],
    ['Sheet size', order.sheet ? sheetSizeText(order.sheet) : 'unknown (not read from the file)'],
    ['Pages', order.sheet ? pageCountText(order.sheet.pages) : 'unknown'],
    ...(scale ? ([['Scale', scale]] as [string, string][]) : []),
    ['Copies', String(o.copies)],
    ['Paper', o.paper],
    ['Production time', o.productionTime],
    ['Delivery method', o.deliveryMethod],
    ...(o.deliveryMethod === 'delivery'
      ? ([
          ['Recipient', o.recipientName ?? ''],
          ['Address', o.deliveryAddress ?? ''],
          ['Phone', o.recipientPhone ?? ''],
        ] as [string, string][])
      : []),
    ['Additional details', o.details?.trim() || '-'],
    ['Requested by', `${order.requested_by_name} <${order.requested_by_email}>`],
    ['Requested at', `${formatTorontoDateTime(order.createdAt)} (Toronto)`],
    ['Download', share.link],
    ['Link valid until', `${formatTorontoDateTime(share.expiresAt)} (Toronto)`],
  ];
  const subject = `Print request: ${order.fileName} (${projectName}), ${o.copies} × ${o.size}`;
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nReply to this email to reach ${order.requested_by_name}.\n`;
  const html = `<h2>Print request</h2><table>${rows
    .map(([k, v]) => {
      const value = k === 'Download' ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v);
      return `<tr><th align="left">${escapeHtml(k)}</th><td>${value}</td></tr>`;
    })
    .join('')}</table><p>Reply to this email to reach ${escapeHtml(order.requested_by_name)}.</p>`;
  return { subject, text, html };
}
