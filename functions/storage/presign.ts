/**
 * Presigned S3 URLs without the S3 client (docs/architecture.md#lambdas-that-start-fast): the request that
 * S3's REST API defines for an operation on an object (method, path, query, headers), signed by the SDK's
 * own S3 presigner and written out by the SDK's own URL formatter, which is what `getSignedUrl` does once the
 * client has built that request. A bundle that only hands out URLs thus leaves out the S3 client, its
 * endpoint rules and its XML protocol (about 190 KiB). `functions/storage/presign.test.ts` checks that every
 * URL is byte for byte the one `getSignedUrl` with the S3 client makes, against AWS and against the emulator.
 *
 * Where the S3 client would be set up differently (FIPS or dual-stack endpoints, a bucket name that
 * cannot be a host name), this module says so instead of signing another URL.
 */
import { formatUrl } from '@aws-sdk/core/util';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { config } from '../commons/config.ts';

/**
 * The operations we presign. Each caller names its operation as a literal (`operation: 'GetObject'`), which
 * tests/infra/permissions.test.ts reads in each bundle to check the function's bucket grants.
 */
export type PresignedOperation = 'GetObject' | 'PutObject' | 'UploadPart' | 'CompleteMultipartUpload';

/** Each operation's method; S3's REST API names all but CompleteMultipartUpload in the query (`x-id`). */
const OPERATION_METHOD: Record<PresignedOperation, 'GET' | 'PUT' | 'POST'> = {
  GetObject: 'GET',
  PutObject: 'PUT',
  UploadPart: 'PUT',
  CompleteMultipartUpload: 'POST',
};

/** One operation on one object of the files bucket. */
export interface ObjectRequest {
  operation: PresignedOperation;
  key: string;
  /** The operation's parameters that S3 reads from the query string, such as `uploadId`. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  expiresIn: number;
  /** Headers the signature binds besides the host. */
  signableHeaders?: Set<string>;
}

/** The Lambda role's credentials (or the local stack's), which Lambda sets in the environment. */
async function environmentCredentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('Unable to find environment variable credentials.');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken && { sessionToken }) };
}

function region(): string {
  const value = process.env.AWS_REGION;
  if (!value) throw new Error('Region is missing');
  return value;
}

let presigner: S3RequestPresigner | undefined;
const s3Presigner = () =>
  (presigner ??= new S3RequestPresigner({
    credentials: environmentCredentials,
    region: async () => region(),
    sha256: Sha256,
  }));

/** S3's encoding of a key in the path: each segment URI-encoded, `!'()*` included. */
const keyPath = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');

/** A bucket S3 can address as a host name over HTTPS (the SDK's `isVirtualHostableS3Bucket` without dots). */
const hostableBucket = (bucket: string) =>
  /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket) && !/^\d+\.\d+\.\d+\.\d+$/.test(bucket);

/** The partition's domain: China's regions have their own; the isolated partitions are not supported. */
function dnsSuffix(name: string): string {
  if (name.startsWith('cn-')) return 'amazonaws.com.cn';
  if (/^(us-iso|eu-iso)/.test(name)) throw new Error(`Region ${name} is not supported by functions/storage/presign.ts`);
  return 'amazonaws.com';
}

/**
 * Where the object is: locally the emulator's URL with the bucket in the path (the clients' `forcePathStyle`),
 * in AWS the bucket's own regional host name.
 */
function objectLocation(key: string): { protocol: string; hostname: string; port?: number; path: string } {
  const bucket = config.filesBucket();
  const emulator = process.env.AWS_ENDPOINT_URL_S3;
  if (emulator) {
    const url = new URL(emulator);
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port && { port: Number(url.port) }),
      path: `${url.pathname.replace(/\/$/, '')}/${bucket}/${keyPath(key)}`,
    };
  }
  if (process.env.AWS_USE_FIPS_ENDPOINT === 'true' || process.env.AWS_USE_DUALSTACK_ENDPOINT === 'true')
    throw new Error('FIPS and dual-stack S3 endpoints are not supported by functions/storage/presign.ts');
  if (!hostableBucket(bucket)) throw new Error(`Bucket ${bucket} cannot be addressed as a host name`);
  return { protocol: 'https:', hostname: `${bucket}.s3.${region()}.${dnsSuffix(region())}`, path: `/${keyPath(key)}` };
}

export async function presignObjectRequest(request: ObjectRequest): Promise<string> {
  const signed = await s3Presigner().presign(
    {
      ...objectLocation(request.key),
      method: OPERATION_METHOD[request.operation],
      query: {
        ...(request.operation !== 'CompleteMultipartUpload' && { 'x-id': request.operation }),
        ...request.query,
      },
      headers: { ...request.headers },
    },
    { expiresIn: request.expiresIn, ...(request.signableHeaders && { signableHeaders: request.signableHeaders }) },
  );
  return formatUrl(signed);
}
