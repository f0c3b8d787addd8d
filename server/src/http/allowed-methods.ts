import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/**
 * The methods the API answers on a path, from the routes the OpenAPI
 * collector saw (a router of their own, matched like Fastify's), so that a
 * known path asked with another method is told 405 and which ones it takes.
 */
export function allowedMethodsOf(app: FastifyInstance): (url: string) => string[] {
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  return (url) => {
    if (!router) {
      router = FindMyWay({ maxParamLength: 300 });
      for (const route of app.openApi.routes) router.on(route.method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
    const pathname = url.split('?')[0] ?? '';
    const found = router;
    return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => found.find(method as FindMyWay.HTTPMethod, pathname) !== null);
  };
}
