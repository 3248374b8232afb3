/** A start-up problem the person running `npm start` can fix; printed as one line, without a stack. */
export class LocalStartError extends Error {
  override name = 'LocalStartError';
}
