/** Sign-in texts both sides show, kept apart from the schemas so the login page loads no zod. */
export const LOGIN_MISSING_FIELDS = 'Please enter both email and password';
