/** Reads a multipart/form-data body (as API Gateway hands it over: base64) into fields and files. */
import Busboy from '@fastify/busboy';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { invalid, unsupportedMedia } from './errors.ts';

export interface UploadedPart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedPart[];
}

const MALFORMED = 'Malformed multipart body';

export async function parseMultipart(event: APIGatewayProxyEvent): Promise<MultipartBody> {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const contentType = headers['content-type'] ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw unsupportedMedia('The body must be multipart/form-data');
  }
  if (!event.body) throw invalid(MALFORMED);
  const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'binary');
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedPart[] = [];
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: { fields: 100, files: 50, parts: 200 } });
    } catch {
      reject(invalid(MALFORMED));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, filename, _encoding, mimeType) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(invalid(MALFORMED)));
      stream.on('end', () => files.push({ field, filename, contentType: mimeType, data: Buffer.concat(chunks) }));
    });
    parser.on('error', () => reject(invalid(MALFORMED)));
    parser.on('finish', () => resolve({ fields, files }));
    parser.end(raw);
  });
}
