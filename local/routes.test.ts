import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it('prefers a literal segment over a path parameter', () => {
    const m = matchRoute('POST', '/api/users/create');
    expect(m).toMatchObject({ kind: 'found', route: { key: 'createUser' } });
  });

  it('fills path parameters, decoded', () => {
    const m = matchRoute('PUT', '/api/users/abc%20d');
    expect(m).toMatchObject({ kind: 'found', route: { key: 'updateUser' }, pathParameters: { id: 'abc d' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('DELETE', '/api/users/x').kind).toBe('wrongMethod');
    expect(matchRoute('GET', '/api/nothing').kind).toBe('none');
  });
});
