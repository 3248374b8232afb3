import { describe, expect, it } from 'vitest';
import { pageNumberMessage, pageNumberSchema } from './page-number.ts';

const messageFor = (typed: string, count: number) => {
  const result = pageNumberSchema(count).safeParse({ page: typed });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('pageNumberSchema', () => {
  it('takes a page of the file, spaces around it allowed', () => {
    expect(pageNumberSchema(12).parse({ page: ' 12 ' })).toEqual({ page: 12 });
    expect(pageNumberSchema(12).parse({ page: '1' })).toEqual({ page: 1 });
  });

  it.each(['0', '13', 'abc', '', '2.5', '-1'])('refuses %j of 12 pages with one message', (typed) => {
    expect(messageFor(typed, 12)).toEqual(['Enter a page from 1 to 12']);
  });

  it('names the pages the file has, and any page while it loads', () => {
    expect(pageNumberMessage(1)).toBe('This PDF has 1 page');
    expect(messageFor('2', 1)).toEqual(['This PDF has 1 page']);
    expect(pageNumberSchema(0).parse({ page: '40' })).toEqual({ page: 40 });
    expect(messageFor('x', 0)).toEqual(['Enter a page number']);
  });
});
