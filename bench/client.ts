/** A small HTTP client for bench scenarios: every answer carries the DynamoDB request count. */
export interface Answer<T> {
  status: number;
  body: T;
  dynamodbRequests: number;
}

export class BenchClient {
  constructor(
    readonly base: string,
    private token?: string,
  ) {}

  withToken(token: string): BenchClient {
    return new BenchClient(this.base, token);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      dynamodbRequests: Number(res.headers.get('x-dynamodb-requests') ?? Number.NaN),
    };
  }
}
