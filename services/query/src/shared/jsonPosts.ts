import type { RequestHandler } from 'express';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';

import type { QueryContext } from '../context.ts';

const json = 'application/json';
const graphqlResponse = 'application/graphql-response+json';

const matches = (accepted: string, mediaType: string) => {
  const [type, subtype] = accepted.split('/');
  const [wantedType, wantedSubtype] = mediaType.split('/');
  return (type === '*' || type === wantedType) && (subtype === '*' || subtype === wantedSubtype);
};

/**
 * The media type yoga answers a query's plain result in, from the request's Accept header: the
 * first entry (in utf-8) that a JSON reply satisfies, `application/json` where both would. Null
 * when only another kind of reply is accepted (an event stream, say), which yoga itself answers.
 */
export function jsonReplyType(accept: string | undefined): string | null {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [accepted = '', ...parameters] = entry.split(';');
    if ((parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8')
      continue;
    if (matches(accepted, json)) return json;
    if (matches(accepted, graphqlResponse)) return graphqlResponse;
  }
  return null;
}

/** What `processRegularResult` builds its reply with: the body and status as they are, not a Fetch Response. */
class Reply {
  constructor(
    readonly body: string | null,
    readonly init: { status?: number; headers?: Record<string, string> },
  ) {}
}

/**
 * Answers a GraphQL POST with a JSON body (express has parsed it) through yoga's own pipeline, from
 * its parameters on: every plugin, the parse and validation caches, masked errors, and the reply's
 * status and body as yoga's own result processor makes them. What it leaves out is yoga's Fetch
 * adaptation, which turned every Node request into a Fetch Request and its reply back (0.27 ms and
 * 0.28 ms of CPU a request on the customers' first page, a tenth of the request's CPU). Any other
 * request (a batch, another body, an event stream asked for) goes on to yoga whole. Not for a
 * server that answers other origins: yoga's CORS headers are added on its Fetch path.
 */
export function answerJsonPosts(yoga: YogaServerInstance<object, QueryContext>): RequestHandler {
  return (request, response, next) => {
    const replyType = jsonReplyType(request.headers.accept);
    const params: unknown = request.body;
    if (
      request.method !== 'POST' ||
      !replyType ||
      !request.is(json) ||
      typeof params !== 'object' ||
      params === null ||
      Array.isArray(params)
    ) {
      next();
      return;
    }
    // What the context and yoga's plugins read of a request: its headers, method and address.
    const fetchRequest = {
      method: request.method,
      url: `${request.protocol}://${request.get('host')}${request.originalUrl}`,
      headers: { get: (name: string) => request.get(name) ?? null },
    };
    Promise.resolve(
      yoga.getResultForParams({ params, request: fetchRequest as never }, { req: request, res: response }),
    )
      .then((result) => {
        const reply = processRegularResult(
          result as never,
          { Response: Reply } as never,
          replyType,
        ) as unknown as Reply;
        response.status(reply.init.status ?? 200);
        for (const [name, value] of Object.entries(reply.init.headers ?? {})) response.setHeader(name, value);
        response.end(reply.body ?? undefined);
      })
      .catch(next);
  };
}
