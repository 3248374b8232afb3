/** Sign-in, the signed-in user, and profile changes. */
import type { LoginResponse, Me, MessageResponse, ProfileUpdated } from '#shared/models.ts';
import type { LoginBody, LogoutBody, UpdateProfileBody } from '#shared/schemas/auth.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../commons/auth/passwords.ts';
import { signToken } from '../commons/auth/tokens.ts';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../commons/http-error.ts';
import {
  clearFailures,
  getFailures,
  MAX_FAILED_LOGINS,
  recordFailure,
  THROTTLE_WINDOW_MS,
} from '../data/login-throttle.ts';
import { endSession } from '../data/sessions.ts';
import { endAllSessions, findUserIdByEmail, getUser, replaceUser, type UserRecord } from '../data/users.ts';
import { assertNotCommonPassword } from './password-policy.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

async function assertNotThrottled(email: string, now: Date): Promise<void> {
  const window = await getFailures(email, now);
  if (!window || window.failures < MAX_FAILED_LOGINS) return;
  const retryAfterSeconds = Math.ceil((window.windowStart + THROTTLE_WINDOW_MS - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw tooManyRequests(
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

async function checkCredentials(email: string, password: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) {
    await burnPasswordCheck(password);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
}

export async function login({ email, password }: LoginBody, now: Date): Promise<LoginResponse> {
  await assertNotThrottled(email, now);
  const user = await checkCredentials(email, password);
  if (!user) {
    await recordFailure(email, now);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearFailures(email);
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

export async function updateProfile(caller: Caller, body: UpdateProfileBody, now: Date): Promise<ProfileUpdated> {
  const user = await getUser(caller.userId);
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    // 400, not 401: the session is fine, only the typed password is wrong.
    throw badRequest('Current password is incorrect');
  }
  if (user.mustChangePassword && !body.newPassword) {
    throw badRequest('Please choose a new password: the one you were given can be used only once.');
  }
  if (body.newPassword && body.newPassword === body.currentPassword) {
    throw badRequest('The new password must be different from the current password');
  }
  assertNotCommonPassword(body.newPassword);
  const next: UserRecord = {
    ...user,
    name: body.name,
    updatedAt: now.toISOString(),
    ...(body.newPassword && {
      passwordHash: await hashPassword(body.newPassword),
      mustChangePassword: false,
      sessionVersion: user.sessionVersion + 1,
    }),
  };
  await replaceUser(user, next);
  const { token } = await signToken({ userId: next._id, sessionVersion: next.sessionVersion }, now);
  return { message: 'Profile updated successfully', name: next.name, email: next.email, access_token: token };
}

/** Ends this session, or every session of the user; either way the caller's token is refused afterwards. */
export async function logout(caller: Caller, body: LogoutBody): Promise<MessageResponse> {
  if (body.everywhere) {
    await endAllSessions(caller.userId);
    return { message: 'Signed out everywhere' };
  }
  if (!caller.session) throw new Error('logout needs the caller of a request');
  await endSession(caller.session.id, caller.userId, caller.session.expiresAt);
  return { message: 'Logged out' };
}
