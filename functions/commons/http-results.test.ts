import { describe, expect, it } from 'vitest';
import { toHttpResult } from './http-results.ts';
import { fileAnswer } from './results.ts';

describe('a file answer over HTTP', () => {
  it('names the file for old clients in ASCII and exactly in filename*, with nothing that could end the header', () => {
    const result = toHttpResult(fileAnswer('a,b\n', 'text/csv; charset=utf-8', 'Tour "Étoile"\r\nX: y (1).csv'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['Content-Disposition']).toBe(
      `attachment; filename="Tour __toile___X: y (1).csv"; filename*=UTF-8''Tour%20%22%C3%89toile%22%0D%0AX%3A%20y%20%281%29.csv`,
    );
    expect(result.body).toBe('a,b\n');
  });

  it('R9 (review of 2026-11-27): a name with a lone surrogate is saved with a replacement character, not a 500', () => {
    const result = toHttpResult(fileAnswer('x', 'text/csv', 'Tower \uD800.csv'));
    expect(result.headers?.['Content-Disposition']).toBe(
      `attachment; filename="Tower _.csv"; filename*=UTF-8''Tower%20%EF%BF%BD.csv`,
    );
  });
});
