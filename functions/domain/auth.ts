/** Sign-in, the signed-in user, and profile changes. */
import type { LoginResponse, Me, MessageResponse, ProfileUpdated } from '#shared/models.ts';
import type { LoginBody, LogoutBody, UpdateProfileBody } from '#shared/schemas/auth.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../commons/auth/passwords.ts';
import { signToken } from '../commons/auth/tokens.ts';
import { invalid, rateLimited, unauthenticated } from '../commons/errors.ts';
import { clearCounter, countInWindow, hit } from '../data/rate-limits.ts';
import { endSession } from '../data/sessions.ts';
import { findUserIdByEmail, getUser, type UserRecord } from '../data/users.ts';
import {
  accountDelayMs,
  CURRENT_PASSWORD_PER_USER,
  giveBackAll,
  type Limit,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  type Taken,
  take,
  takeAll,
  waitText,
} from './rate-limits.ts';
import { assertStrongPassword } from './strong-password.ts';
import { changeUser } from './users.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

async function checkCredentials(email: string, password: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) {
    await burnPasswordCheck(password);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
}

const accountRefusal = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please try again in ${waitText(seconds)}.`;

/** Marks, on a successful sign-in, the addresses the account's owner signs in from. */
const KNOWN_ADDRESS = 'sign-in-known-address';
const knownAddressRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_PER_ACCOUNT.knownAddressMs };

/**
 * Counts a sign-in attempt before its password is checked: per email and client address, per client
 * address, and per email. Past the email's free attempts, an attempt from an address the owner has
 * not signed in from lately must also wait its turn, a delay that doubles with every attempt
 * checked. An attempt refused anywhere is counted nowhere.
 */
async function countSignInAttempt(email: string, clientAddress: string, now: Date): Promise<Taken[]> {
  const ownSubject = `${email}#${clientAddress}`;
  const limits: Limit[] = [
    {
      name: 'sign-in-account-address',
      subject: ownSubject,
      rule: SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
      refusal: (s) => `Too many failed sign-in attempts. Please try again in ${waitText(s)}.`,
    },
    {
      name: 'sign-in-address',
      subject: clientAddress,
      rule: SIGN_IN_PER_ADDRESS,
      refusal: (s) => `Too many failed sign-in attempts from your network. Please try again in ${waitText(s)}.`,
    },
    {
      name: 'sign-in-account',
      subject: email,
      rule: { limit: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_PER_ACCOUNT.windowMs },
      refusal: accountRefusal,
    },
  ];
  const taken = await takeAll(limits, now);
  const beyondFree = (taken[2]?.count ?? 0) - SIGN_IN_PER_ACCOUNT.free;
  if (beyondFree > 0 && (await countInWindow(KNOWN_ADDRESS, ownSubject, now)) === 0) {
    const turn = await hit('sign-in-account-turn', email, { limit: 1, windowMs: accountDelayMs(beyondFree) }, now);
    if (!turn.allowed) {
      await giveBackAll(taken);
      throw rateLimited(accountRefusal(turn.retryAfterSeconds), turn.retryAfterSeconds);
    }
  }
  return taken;
}

export async function login({ email, password }: LoginBody, clientAddress: string, now: Date): Promise<LoginResponse> {
  const taken = await countSignInAttempt(email, clientAddress, now);
  const user = await checkCredentials(email, password);
  if (!user) throw unauthenticated(INVALID_CREDENTIALS);
  // A success clears the owner's own failures from this address, counts nowhere else, and makes the
  // address a known one.
  const [own, ...others] = taken;
  await Promise.all([
    own && clearCounter(own.name, own.subject),
    giveBackAll(others),
    hit(KNOWN_ADDRESS, `${email}#${clientAddress}`, knownAddressRule, now),
  ]);
  const { token, expiresAt } = await signToken({ userId: user._id, sessionVersion: user.sessionVersion }, now);
  return {
    access_token: token,
    roles: user.roles,
    email: user.email,
    userId: user._id,
    name: user.name,
    allowedProjects: user.allowedProjects,
    mustChangePassword: user.mustChangePassword,
    expiresAt: expiresAt.toISOString(),
  };
}

export function me(caller: Caller): Me {
  return {
    _id: caller.userId,
    name: caller.name,
    email: caller.email,
    roles: caller.role,
    allowedProjects: caller.allowedProjects,
    mustChangePassword: caller.mustChangePassword,
  };
}

/**
 * The signed-in user's own name and password. Written only over the version it read, so an admin's
 * change made meanwhile (role, projects, a password reset) is read again and checked against, never
 * undone.
 */
export async function updateProfile(caller: Caller, body: UpdateProfileBody, now: Date): Promise<ProfileUpdated> {
  const attempt = await take(
    {
      name: 'current-password',
      subject: caller.userId,
      rule: CURRENT_PASSWORD_PER_USER,
      refusal: (s) => `Too many wrong current passwords. Please try again in ${waitText(s)}.`,
    },
    now,
  );
  let counted = true;
  let newHash: string | undefined;
  const next = await changeUser(
    caller.userId,
    async (user) => {
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        // 400, not 401: the session is fine, only the typed password is wrong.
        throw invalid('Current password is incorrect');
      }
      if (counted) {
        counted = false;
        await giveBackAll([attempt]);
      }
      if (user.mustChangePassword && !body.newPassword) {
        throw invalid('Please choose a new password: the one you were given can be used only once.');
      }
      if (body.newPassword && body.newPassword === body.currentPassword) {
        throw invalid('The new password must be different from the current password');
      }
      if (!body.newPassword) return { name: body.name, updatedAt: now.toISOString() };
      await assertStrongPassword(body.newPassword, { name: body.name, email: user.email });
      newHash ??= await hashPassword(body.newPassword);
      return {
        name: body.name,
        updatedAt: now.toISOString(),
        passwordHash: newHash,
        mustChangePassword: false,
        sessionVersion: user.sessionVersion + 1,
      };
    },
    { caller, now },
  );
  const { token } = await signToken({ userId: next._id, sessionVersion: next.sessionVersion }, now);
  return { message: 'Profile updated successfully', name: next.name, email: next.email, access_token: token };
}

/** Ends this session, or every session of the user; either way the caller's token is refused afterwards. */
export async function logout(caller: Caller, body: LogoutBody, now: Date): Promise<MessageResponse> {
  if (body.everywhere) {
    // Tokens carry the session version they were issued with: a new version ends them all.
    await changeUser(caller.userId, (user) => ({
      sessionVersion: user.sessionVersion + 1,
      updatedAt: now.toISOString(),
    }));
    return { message: 'Signed out everywhere' };
  }
  if (!caller.session) throw new Error('logout needs the caller of a request');
  await endSession(caller.session.id, caller.userId, caller.session.expiresAt);
  return { message: 'Logged out' };
}
