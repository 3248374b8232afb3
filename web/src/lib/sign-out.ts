import { api } from './api-client.ts';
import { clearSession } from './session.ts';

/**
 * Ends the session on the server (so the token is refused from now on), then clears what is stored.
 * With `everywhere`, every session of the user ends, on every device. Storage is cleared even when
 * the server cannot be reached: the person asked to leave, and the token expires on its own.
 */
export async function signOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  try {
    await api('logout', { body: everywhere ? { everywhere: true } : {} });
  } catch {
    // Already ended (401) or no connection: nothing more the browser can do about the token.
  } finally {
    clearSession();
  }
}
