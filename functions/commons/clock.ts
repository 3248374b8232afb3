/**
 * The current time. Tests of time rules (expiry, "today" in Toronto) set the clock per request
 * with an `x-test-now` header, honoured only when the local server runs with ALLOW_TEST_CLOCK=1;
 * the CDK stack never sets it, so in AWS the header is ignored.
 */
export function requestTime(headers: Record<string, string | undefined>): Date {
  if (process.env.ALLOW_TEST_CLOCK === '1') {
    const injected = headers['x-test-now'];
    if (injected && !Number.isNaN(Date.parse(injected))) return new Date(injected);
  }
  return new Date();
}
