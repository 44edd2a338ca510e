import swagger, { type StaticDocumentSpec } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import serverPackage from "../../package.json" with { type: "json" };
import { routeDocs } from "./contract-docs";
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from "./document";
import { ROUTE_DOCS } from "./route-docs";

/** Where the rendered documentation is served (Swagger UI and its assets under it). */
const DOCS_PREFIX = "/docs";

const INFO = {
  title: "Riddlebook API",
  version: serverPackage.version,
  description:
    "The HTTP API of the Riddlebook server, and its WebSocket upgrades. Signed-in calls carry the " +
    "`rb_session` cookie; POST, PUT, PATCH and DELETE from another site are refused (403 `cross_site`). " +
    "Bodies are JSON; every failure answers `{message, code}`.",
};

/**
 * `GET /openapi.json` (the OpenAPI 3.1 document) and `GET /docs` (Swagger UI), both public. Call
 * before any route is registered: the `onRoute` hook sees every route from here on, and the document
 * is built from them, their contracts (`defineRoute`) and the registry, apart from the routes, which
 * keep their own parsing and serialization (docs/decisions/022-openapi-from-zod.md). @fastify/swagger
 * serves that document in its static mode: its dynamic mode reads route `schema`s, which would make
 * Fastify validate.
 */
export function installApiDocs(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const idempotent = route.config?.idempotency !== undefined;
    const contract = route.config?.contract;
    for (const method of methods) routes.push({ method, url: route.url, idempotent, contract });
  });

  // Both plugins and /openapi.json hand out this one object. It is filled in on the first request
  // for it (every route is known by then: none can be added once the app is ready), so an app
  // whose documentation nobody reads never pays for it.
  const document = {} as OpenApiDocument;
  let built = false;
  const build = () => {
    if (!built) Object.assign(document, buildOpenApiDocument(routes, routeDocs(routes, ROUTE_DOCS), INFO));
    built = true;
  };

  // The plugin's types stop at OpenAPI 3.0; it hands out a 3.1 document as it is.
  const spec = { document: document as unknown as StaticDocumentSpec["document"] };
  app.register(swagger, { mode: "static", specification: spec });
  app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: INFO.title },
    uiConfig: { docExpansion: "list", deepLinking: true },
    uiHooks: {
      onRequest: (_request, _reply, done) => {
        build();
        done();
      },
    },
  });
  app.get("/openapi.json", async () => {
    build();
    return document;
  });
}
