/** "purge-recycle-bin" → "PurgeRecycleBin": construct ids made from names. */
export const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());
