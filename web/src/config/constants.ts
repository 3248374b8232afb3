/** Business constants of docs/requirements.md#limits-and-constants that the web app shows or uses. */

export const APP_VERSION = 'v0.8.03';
export const PRIVACY_POLICY_DATE = '2025-06-09';
/** A lazily loaded screen that takes longer than this fails with an error instead of spinning forever. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How long the copied tick stays after a copy button is pressed. */
export const COPIED_TICK_MS = 2_000;
export const SIDE_NAV_WIDTH_PX = 60;
