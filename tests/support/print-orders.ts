/** A print order's body as the print dialog sends it, for a file; `fields` replace or add to it. */
export const printOrderBody = (file: { _id: string; original_name: string }, fields: Record<string, unknown> = {}) => ({
  fileName: file.original_name,
  fileId: file._id,
  module: 'plan',
  size: '24"x36"',
  copies: 3,
  paper: '20#Bond',
  productionTime: 'next day',
  details: 'Please fold.',
  deliveryMethod: 'delivery',
  deliveryAddress: '100 Queens Quay W, Toronto',
  recipientName: 'Sam Site',
  recipientPhone: '416-555-0100',
  ...fields,
});
