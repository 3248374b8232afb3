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

  /** A multipart/form-data POST, as the spec's old clients send uploads. */
  async callForm<T = unknown>(path: string, form: FormData): Promise<Answer<T>> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      body: form,
    });
    return this.answer<T>(res);
  }

  private async answer<T>(res: Response): Promise<Answer<T>> {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a page or a redirect body: keep the text
    }
    return {
      status: res.status,
      body: body as T,
      dynamodbRequests: Number(res.headers.get('x-dynamodb-requests') ?? Number.NaN),
    };
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
    return this.answer<T>(res);
  }
}
