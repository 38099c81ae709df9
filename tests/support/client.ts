import type { Stack } from './stack.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'staff') => `${prefix}.${Date.now()}.${++counter}@press.example`;
export const strongPassword = 'Quill-pen-42';

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A GraphQL reply as the query service sends it. */
export interface GraphQLReply {
  status: number;
  body: {
    data?: any;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: Record<string, unknown>;
  };
}

/**
 * A signed-in API client the way the web app behaves: it remembers the newest position it got
 * from a write and sends it with every later request (read-your-writes).
 */
export class ApiClient {
  position: string | null = null;
  constructor(
    readonly stack: Pick<Stack, 'commandUrl' | 'queryUrl'>,
    readonly token: string,
    readonly email = '',
  ) {}

  static async register(stack: Pick<Stack, 'commandUrl' | 'queryUrl'>, overrides: Record<string, string> = {}) {
    const email = overrides.email ?? uniqueEmail();
    const reply = await postJson(`${stack.commandUrl}/api/v1/auth/register/`, {
      email,
      first_name: 'Ada',
      last_name: 'Byron',
      password1: strongPassword,
      password2: strongPassword,
      publisher: 'Byron Books',
      ...overrides,
    });
    if (reply.status !== 201) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
    const client = new ApiClient(stack, reply.body.key, email);
    client.position = reply.body.position;
    return client;
  }

  rest(path: string, body: unknown = {}) {
    return postJson(`${this.stack.commandUrl}${path}`, body, this.headers());
  }

  headers(): Record<string, string> {
    return { authorization: `Token ${this.token}`, ...(this.position ? { 'x-colophon-position': this.position } : {}) };
  }

  async graphql(
    query: string,
    variables: Record<string, unknown> = {},
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLReply> {
    const reply = await postJson(
      `${this.stack.queryUrl}/graphql-auth/`,
      { query, variables },
      { ...this.headers(), ...extraHeaders },
    );
    for (const payload of Object.values((reply.body.data ?? {}) as Record<string, any>)) {
      if (payload?.position) this.position = payload.position;
    }
    return reply;
  }

  /** Like graphql, but fails the test on GraphQL errors and returns the data. */
  async data<Data = any>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const reply = await this.graphql(query, variables);
    if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
    return reply.body.data as Data;
  }
}

export const anonymousPost = postJson;
