/** "purge-recycle-bin" → "PurgeRecycleBin": construct ids made from names. */
export const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

/** The SES configuration set every email is sent with (its bounce and complaint events reach the app). */
export const mailConfigurationSetName = (stage: string) => `site-office-${stage}-mail`;
