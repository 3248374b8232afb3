/** The print shop's email: every fact of the order, the delivery rows only for a delivery, and safe HTML. */
import { describe, expect, it } from 'vitest';
import type { PrintOrder } from '../data/print-orders.ts';
import { printOrderEmail } from './print-email.ts';

const order = (extra: Partial<PrintOrder> = {}, details: Partial<PrintOrder['order']> = {}): PrintOrder => ({
  _id: 'O1',
  projectId: 'P1',
  fileId: 'F1',
  fileName: 'S-201 <slab>.pdf',
  fileVersion: 3,
  versionNote: 'Rev C',
  module: 'plan',
  order: {
    size: '24"x36"',
    copies: 2,
    paper: '20#Bond',
    productionTime: 'next day',
    deliveryMethod: 'pickup',
    ...details,
  },
  requested_by: 'U1',
  requested_by_name: 'Pat Morgan',
  requested_by_email: 'pat@example.com',
  createdAt: '2026-11-23T15:00:00.000Z',
  status: 'pending',
  shareLinkId: 'S1',
  ...extra,
});
const share = {
  _id: 'S1',
  link: 'https://office.example.com/api/shared/S1.secret',
  expiresAt: '2026-11-26T15:00:00.000Z',
};
const lines = (text: string) => text.split('\n');

describe('the print-shop email', () => {
  it('a pickup: the order, the version, Toronto times, the link; no delivery rows', () => {
    const { subject, text } = printOrderEmail(order(), 'Harbourfront Tower', share);
    expect(subject).toBe('Print request: S-201 <slab>.pdf (Harbourfront Tower), 2 × 24"x36"');
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'Version: v3 (Rev C)',
        'Sheet size: unknown (not read from the file)',
        'Pages: unknown',
        'Requested at: 2026-11-23, 10:00 (Toronto)',
        `Download: ${share.link}`,
        'Additional details: -',
      ]),
    );
    expect(text).not.toContain('Recipient');
    expect(text).toContain('Reply to this email to reach Pat Morgan.');
  });

  it('a delivery lists the recipient, address and phone; a known sheet its size and page count', () => {
    const delivery = order(
      { sheet: { pages: 12, widthIn: 36, heightIn: 24 } },
      { deliveryMethod: 'delivery', recipientName: 'Sam', deliveryAddress: '1 Bay St', recipientPhone: '416-555-0100' },
    );
    const { text } = printOrderEmail(delivery, 'Harbourfront Tower', share);
    expect(lines(text)).toEqual(
      expect.arrayContaining(['Recipient: Sam', 'Address: 1 Bay St', 'Phone: 416-555-0100', 'Pages: 12 pages']),
    );
  });

  it('the HTML escapes what users typed and links the download', () => {
    const { html } = printOrderEmail(order({}, { details: '<script>alert(1)</script>' }), 'A & B', share);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('S-201 &lt;slab&gt;.pdf');
    expect(html).toContain('A &amp; B');
    expect(html).toContain(`<a href="${share.link}">`);
    expect(html).not.toContain('<script>');
  });
});
