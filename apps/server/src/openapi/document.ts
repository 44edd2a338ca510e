import type { Access, RouteContract } from "@riddlebook/protocol";
import { z } from "zod";

/**
 * The OpenAPI 3.1 document of the HTTP API, built from the routes the app registered: from their
 * contracts (`defineRoute`, ADR 041), or for a route not moved yet from the documentation registry
 * (`route-docs.ts`). Request bodies and query strings are the JSON Schema of
 * the very zod schemas the handlers parse with (`z.toJSONSchema`, input side: what a client sends);
 * routes keep parsing on their own, so nothing here changes what is accepted or answered
 * (docs/decisions/022-openapi-from-zod.md).
 */

type JsonSchema = Record<string, unknown>;

export interface ResponseDoc {
  description: string;
  /** The protocol's zod schema of the body, where there is one; else the body is only described. */
  schema?: z.ZodType;
  /** The media type; `null` for an answer without a body. Default `application/json`. */
  type?: string | null;
}

export interface ParamDoc {
  description: string;
  /** A zod schema the handler checks the value with, or the JSON Schema of its own check. */
  schema: z.ZodType | JsonSchema;
  /** A value the handler refuses is a 400 (true unless said otherwise). */
  refusedWith400?: boolean;
  /** For a query parameter: the call is refused without it. Path parameters are always required. */
  required?: boolean;
}

/** The documentation of one route, keyed by `METHOD url` as Fastify registers it (`:param`). */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** The zod schema the handler parses the JSON body with. */
  body?: z.ZodType;
  /** The body may be left out (the handler treats no body as `{}`). */
  bodyOptional?: boolean;
  /** The zod object the handler parses the query string with; each property is a parameter. */
  query?: z.ZodObject;
  /** Path parameters (`:name`) and query parameters not covered by `query`. */
  params?: Record<string, ParamDoc>;
  responses: Record<number, ResponseDoc>;
  /** `Authorization: Bearer` instead of the session cookie (`/metrics`). */
  bearer?: boolean;
}

/** What the `onRoute` hook saw of one registered route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route honours an `Idempotency-Key` header (`idempotent()`, ADR 016). */
  idempotent: boolean;
  /** The contract it was registered with (`defineRoute`), if it was. */
  contract?: RouteContract;
}

const routeKey = (method: string, url: string): string => `${method} ${url}`;

/** Fastify's `/api/games/:id` as OpenAPI's `/api/games/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const pathParamNames = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, without the `$schema` line. */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as JsonSchema;
  return rest;
}

const paramSchema = (schema: ParamDoc["schema"]): JsonSchema =>
  schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema;

const ERROR_REF = { $ref: "#/components/responses/Error" };

const ERROR_BODY_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    message: { type: "string", description: "A sentence for a person." },
    code: { type: "string", description: "A machine-readable code (`ErrorCode` in packages/protocol)." },
  },
  required: ["message", "code"],
  additionalProperties: false,
};

const IDEMPOTENCY_KEY_PARAM = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry of this call safe: the same key with the same request answers the first answer " +
    "again (docs/decisions/016-idempotency-keys.md).",
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,128}$" },
};

function queryParameters(query: z.ZodObject): unknown[] {
  const schema = jsonSchemaOf(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function responseObject(doc: ResponseDoc): unknown {
  if (doc.type === null) return { description: doc.description };
  const media = doc.schema ? { schema: jsonSchemaOf(doc.schema, "output") } : {};
  return { description: doc.description, content: { [doc.type ?? "application/json"]: media } };
}

function operation(doc: RouteDoc, route: RegisteredRoute): Record<string, unknown> {
  const names = pathParamNames(route.url);
  const parameters: unknown[] = [];
  // A path parameter missing from `params` is still listed (OpenAPI needs it), without a
  // description; the test refuses that.
  for (const name of names) {
    const param = doc.params?.[name];
    parameters.push({
      name,
      in: "path",
      required: true,
      ...(param
        ? { description: param.description, schema: paramSchema(param.schema) }
        : { schema: { type: "string" } }),
    });
  }
  for (const [name, param] of Object.entries(doc.params ?? {})) {
    if (names.includes(name)) continue;
    parameters.push({
      name,
      in: "query",
      required: param.required === true,
      description: param.description,
      schema: paramSchema(param.schema),
    });
  }
  if (doc.query) parameters.push(...queryParameters(doc.query));
  if (route.idempotent) parameters.push(IDEMPOTENCY_KEY_PARAM);

  const checked = Object.values(doc.params ?? {}).some((param) => param.refusedWith400 !== false);
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(doc.responses))
    responses[status] = responseObject(response);
  if ((doc.body || doc.query || checked) && !responses["400"]) {
    responses["400"] = {
      description: "The request is not valid; the message says what to change.",
      ...ERROR_REF,
    };
  }
  if (doc.access !== "public" && !responses["401"]) {
    responses["401"] = { description: "Not signed in.", ...ERROR_REF };
  }
  if ((doc.access === "moderator" || doc.access === "admin") && !responses["403"]) {
    responses["403"] = {
      description: `Only for ${doc.access}s${doc.access === "moderator" ? " and admins" : ""}.`,
      ...ERROR_REF,
    };
  }
  responses.default = ERROR_REF;

  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    operationId: operationId(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: doc.bodyOptional !== true,
            content: { "application/json": { schema: jsonSchemaOf(doc.body) } },
          },
        }
      : {}),
    responses,
    ...(doc.bearer
      ? { security: [{ bearer: [] }] }
      : doc.access === "public"
        ? {}
        : { security: [{ session: [] }] }),
  };
}

/** `GET /api/games/:id` → `getApiGamesById`: unique per method and path. */
function operationId(route: RegisteredRoute): string {
  const words = route.url
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join("");
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
  tags: { name: string }[];
}

/**
 * The document for the routes registered on this app: each documented route once (HEAD routes
 * Fastify adds for GETs are left out). Routes without an entry in `docs` are left out as well;
 * `apps/server/test/api/openapi.test.ts` fails on any.
 */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  docs: Readonly<Record<string, RouteDoc>>,
  info: { title: string; version: string; description: string },
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const doc = docs[routeKey(route.method, route.url)];
    if (!doc || route.method === "HEAD") continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(doc, route) };
    tags.add(doc.tag);
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    tags: [...tags].map((name) => ({ name })),
    components: {
      schemas: { ErrorBody: ERROR_BODY_SCHEMA },
      responses: {
        Error: {
          description: "Any failure: the one error body.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
        },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "rb_session",
          description: "The session cookie set by sign-up, sign-in or guest start.",
        },
        bearer: { type: "http", scheme: "bearer", description: "METRICS_TOKEN (docs/deploy.md)." },
      },
    },
  };
}
