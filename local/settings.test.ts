import { describe, expect, it } from 'vitest';
import { LocalStartError } from './errors.ts';
import { DEFAULT_ADMIN_EMAIL, readSettings } from './settings.ts';

describe('readSettings', () => {
  it('has the README defaults', () => {
    const s = readSettings({});
    expect(s).toMatchObject({ port: 3000, seed: 'demo', adminEmail: DEFAULT_ADMIN_EMAIL });
    expect(s.dataDir.endsWith('.data')).toBe(true);
    expect(s.schedules).toBe(true);
  });

  it('S-CI1: SCHEDULES=0 keeps the daily jobs from firing by the clock (the test stacks run them when a test asks)', () => {
    expect(readSettings({ SCHEDULES: '0' }).schedules).toBe(false);
    expect(readSettings({ SCHEDULES: '1' }).schedules).toBe(true);
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
