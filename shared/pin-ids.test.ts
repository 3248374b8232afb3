import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { boundPinId, isBoundPinId } from './pin-ids.ts';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

describe('a pin id made on the phone, bound to the person placing it', () => {
  it('is a ULID with the time and the first random characters of the one it was made from', () => {
    const made = ulid(Date.UTC(2026, 10, 28));
    const id = boundPinId('U1', made);
    expect(id).toMatch(ULID);
    expect(id.slice(0, 16)).toBe(made.slice(0, 16));
    expect(boundPinId('U1', id)).toBe(id);
  });

  it("is the person's own: another person's, and ids made without binding (the server's for a sheet or a task), are not", () => {
    const id = boundPinId('U1', ulid());
    expect(isBoundPinId('U1', id)).toBe(true);
    expect(isBoundPinId('U2', id)).toBe(false);
    const serverMade = Array.from({ length: 200 }, () => ulid());
    expect(serverMade.filter((other) => isBoundPinId('U1', other))).toEqual([]);
  });
});
