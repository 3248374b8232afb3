/** Settings every function reads from its environment (set by CDK, or by local/start.ts). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  tableName: () => required('TABLE_NAME'),
  filesBucket: () => required('FILES_BUCKET'),
  tokenTtlSeconds: () => Number(process.env.TOKEN_TTL_SECONDS ?? 12 * 3600),
  jwtPublicKey: () => required('JWT_PUBLIC_KEY'),
  /** Locally the private key is in the environment; in AWS it is read from Secrets Manager. */
  jwtPrivateKey: () => process.env.JWT_PRIVATE_KEY,
  jwtPrivateKeySecretArn: () => process.env.JWT_PRIVATE_KEY_SECRET_ARN,
  printShopEmail: () => required('PRINT_SHOP_EMAIL'),
  mailFrom: () => required('MAIL_FROM'),
};
