/**
 * The guessability half of the password policy (NIST SP 800-63B-4: refuse passwords that are repetitive
 * or sequential, keyboard walks, context-specific words such as the user's name or email or the name of
 * the service, and commonly used ones). zxcvbn-ts estimates how many guesses a password needs, with the
 * user's own words as context. The server adds the list of common passwords (about 49,000 entries); the
 * web forms run the same rule without that list, as a hint before sending.
 */
import { type OptionsType, ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';
export const REPETITIVE_PASSWORD = 'This password repeats the same characters. Please choose a less predictable one.';
export const SEQUENTIAL_PASSWORD =
  'This password is a sequence such as 12345 or abcde. Please choose a less predictable one.';
export const KEYBOARD_PASSWORD =
  'This password is a keyboard pattern such as qwerty. Please choose a less predictable one.';
export const CONTEXT_PASSWORD =
  'This password is built on your name, your email or Site Office. Please choose a less predictable one.';
export const GUESSABLE_PASSWORD = 'This password is too easy to guess. Please choose a less predictable one.';

/** The name of the service: a context word for every user. */
const SERVICE_WORDS = ['site office', 'siteoffice', 'site-office', 'site', 'office'];

/** zxcvbn scores 0–4; 3 means at least 10^8 guesses. */
const MIN_SCORE = 3;
/** A password built on the user's own words counts those words as known, so it needs the top score. */
const MIN_SCORE_WITH_CONTEXT = 4;

/** Who the password is for: their name and email are words an attacker tries first. */
export interface PasswordContext {
  name?: string | undefined;
  email?: string | undefined;
}

/** The words of a user an attacker would try: the name, the email, its local part and domain words. */
export function contextWords({ name, email }: PasswordContext): string[] {
  const words = new Set<string>(SERVICE_WORDS);
  for (const text of [name, email]) {
    const value = text?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  const local = email?.trim().toLowerCase().split('@')[0];
  if (local) words.add(local);
  return [...words];
}

function refusal(result: ZxcvbnResult, listed: boolean): string {
  if (listed) return COMMON_PASSWORD;
  const patterns = new Set(result.sequence.map((m) => (m.pattern === 'dictionary' ? m.dictionaryName : m.pattern)));
  if (patterns.has('userInputs')) return CONTEXT_PASSWORD;
  if (patterns.has('passwords-common') || patterns.has('commonWords') || patterns.has('diceware')) {
    return COMMON_PASSWORD;
  }
  if (patterns.has('repeat')) return REPETITIVE_PASSWORD;
  if (patterns.has('sequence')) return SEQUENTIAL_PASSWORD;
  if (patterns.has('spatial')) return KEYBOARD_PASSWORD;
  return GUESSABLE_PASSWORD;
}

/**
 * Makes the check: `dictionary` adds word lists (the server's common passwords). The returned function
 * answers the message that refuses `password`, or `undefined` when it is hard enough to guess.
 */
export function passwordStrengthCheck(dictionary: OptionsType['dictionary'] = {}) {
  let zxcvbn: ZxcvbnFactory | undefined;
  let common: Set<string> | undefined;
  return (password: string, context: PasswordContext = {}): string | undefined => {
    zxcvbn ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
    common ??= new Set((dictionary['passwords-common'] ?? []).map((p) => String(p).toLowerCase()));
    const result = zxcvbn.check(password, contextWords(context));
    const usesContext = result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs');
    if (result.score >= (usesContext ? MIN_SCORE_WITH_CONTEXT : MIN_SCORE)) return undefined;
    // A password on the list as a whole ("passwordpassword") is called common, not repetitive.
    return refusal(result, common.has(password.toLowerCase()));
  };
}

/** The rule without the list of common passwords: what the web forms check before sending. */
export const passwordHint = passwordStrengthCheck();
