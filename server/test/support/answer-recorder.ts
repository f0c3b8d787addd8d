import type { FastifyInstance } from 'fastify';

export interface RecordedAnswer {
  method: string;
  /** The route's url as registered (`/api/posts/post/:id`). */
  route: string;
  status: number;
  /** What went on the wire. */
  body: string;
  /** The handler's answer before serialization, as JSON.stringify would have sent it; absent when none was serialized. */
  sent?: unknown;
}

/** Records every answer with what the handler gave before the serializer ran; add before the app is ready. */
export function recordAnswers(app: FastifyInstance): RecordedAnswer[] {
  const answers: RecordedAnswer[] = [];
  const beforeSerialization = new WeakMap<object, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    beforeSerialization.set(request, JSON.parse(JSON.stringify(payload)));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route !== undefined) {
      answers.push({
        method: request.method,
        route,
        status: reply.statusCode,
        body: typeof payload === 'string' ? payload : payload === undefined || payload === null ? '' : String(payload),
        ...(beforeSerialization.has(request) && { sent: beforeSerialization.get(request) }),
      });
    }
    return payload;
  });
  return answers;
}
