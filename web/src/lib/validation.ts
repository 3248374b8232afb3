import type { z } from 'zod/mini';

/**
 * Checks form values with a shared schema (the server uses the same one), so the browser says what the
 * server would. Answers the parsed value or the first issue's message.
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid input' };
}
