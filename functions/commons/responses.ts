import type { APIGatewayProxyResult } from 'aws-lambda';

const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  if (statusCode === 204) return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: '' };
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body ?? null) };
}

export function redirect(location: string): APIGatewayProxyResult {
  return { statusCode: 302, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}
