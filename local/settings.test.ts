import { describe, expect, it } from 'vitest';
import { LocalStartError } from './errors.ts';
import { DEFAULT_ADMIN_EMAIL, readSettings } from './settings.ts';

describe('readSettings', () => {
  it('has the README defaults', () => {
    const s = readSettings({});
    expect(s).toMatchObject({ port: 3000, seed: 'demo', adminEmail: DEFAULT_ADMIN_EMAIL });
    expect(s.dataDir.endsWith('.data')).toBe(true);
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { SEED: 'lots' },
    { ADMIN_PASSWORD: 'short' },
    { ADMIN_PASSWORD: 'passwordpassword' },
  ])('explains a bad setting %j', (env) => {
    expect(() => readSettings(env)).toThrow(LocalStartError);
  });
});
