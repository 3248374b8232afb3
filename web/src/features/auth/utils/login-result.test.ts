import { describe, expect, it } from 'vitest';
import { loginBody } from '#shared/schemas/auth.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { InvalidLoginResponse, loginErrorMessage, readLoginResponse } from './login-result.ts';

describe('login', () => {
  it('needs both fields and trims the email', () => {
    // The login form checks its fields with the server's schema.
    const checkLoginInput = (email: string, password: string) => {
      const result = loginBody.safeParse({ email, password });
      return result.success ? result.data : result.error.issues[0]?.message;
    };
    expect(checkLoginInput('  ', 'x')).toBe('Please enter both email and password');
    expect(checkLoginInput('a@b.c', '')).toBe('Please enter both email and password');
    expect(checkLoginInput('  a@b.c ', 'pw')).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('reads a top-level response', () => {
    expect(
      readLoginResponse({
        access_token: 'T',
        roles: 'site',
        email: 'a@b.c',
        userId: 'U',
        name: 'Ann',
        allowedProjects: ['P1'],
        mustChangePassword: true,
      }),
    ).toEqual({
      values: { token: 'T', role: 'site', email: 'a@b.c', userId: 'U', name: 'Ann', allowedProjects: ['P1'] },
      mustChangePassword: true,
    });
  });

  it('reads fields under a user object and defaults allowedProjects to []', () => {
    const { values, mustChangePassword } = readLoginResponse({
      access_token: 'T',
      user: { roles: 'pm', email: 'a@b.c', userId: 'U', name: 'Ann' },
    });
    expect(values).toMatchObject({ role: 'pm', userId: 'U', allowedProjects: [] });
    expect(mustChangePassword).toBe(false);
  });

  it('no token is an invalid server response', () => {
    expect(() => readLoginResponse({ roles: 'pm' })).toThrow(InvalidLoginResponse);
    expect(loginErrorMessage(new InvalidLoginResponse())).toBe('Invalid server response');
  });

  it('words failures as the spec says', () => {
    expect(loginErrorMessage(new ApiError(401, 'x', 'Invalid email or password'))).toBe('Invalid email or password');
    expect(loginErrorMessage(new ApiError(500, 'Request failed with status 500'))).toBe('Login failed');
    expect(loginErrorMessage(new NetworkError())).toBe('Server connection error');
    expect(loginErrorMessage(new Error('?'))).toBe('Login failed');
  });
});
