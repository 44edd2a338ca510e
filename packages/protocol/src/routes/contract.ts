/**
 * Route contracts (docs/decisions/041-feature-modules.md, "One route definition"): one declaration per
 * HTTP route, shared by the server and the web. The server registers, parses and documents the route
 * from it (`apps/server/src/http/define-route.ts`); the web builds the route's URL from it
 * (`apps/web/src/lib/api-client.ts`). A contract is data: it registers nothing and has no effect.
 */
import { z } from "zod";
import { idSchema } from "../game";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call a route: anyone, or a signed-in user with at least this role (ADR 021). */
export type Access = "public" | "user" | "moderator" | "admin";

/** An answer whose body the protocol has a zod schema for (documented on its output side). */
interface SchemaAnswer<S extends z.ZodType = z.ZodType> {
  description: string;
  schema: S;
}

/** An answer typed with a protocol type that has no zod schema yet: its name documents it. */
interface TypedAnswer<T> {
  description: string;
  type: string;
  /** Never set: carries `T` to the server's handler and the web's `api()`. */
  readonly answer?: T;
}

/** An error answer (the one `{message, code}` body) and when it is given. */
interface ErrorAnswer {
  description: string;
}

/** A success without a body (204): the handler answers `null` for it. */
interface NoContentAnswer {
  description: string;
  noContent: true;
}

/** A success whose body is bytes of one media type (a PNG card), not JSON. */
interface BinaryAnswer {
  description: string;
  mediaType: string;
}

type Answer = SchemaAnswer | TypedAnswer<unknown> | NoContentAnswer | BinaryAnswer | ErrorAnswer;

export interface RouteContract {
  method: HttpMethod;
  /** As Fastify registers it: `/api/story/games/:id`. */
  path: string;
  access: Access;
  /** The 403 message for a caller below the role (`moderator`, `admin`). */
  forbidden?: string;
  summary: string;
  description?: string;
  /** The documentation's group. */
  tag: string;
  /** The path parameters, one property each, each with a `.meta({description})`. */
  params?: z.ZodObject;
  /** The query string, one property a parameter. */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodType;
  /** No body is read as `{}`. */
  bodyOptional?: boolean;
  /** The route honours an `Idempotency-Key` header (ADR 016). */
  idempotent?: boolean;
  /** Each status the route answers: its body's schema, its protocol type, or when it is given. */
  responses: Readonly<Record<number, Answer>>;
}

/** Declares a contract, keeping its literal path, method and statuses for the types below. */
export const routeContract = <const C extends RouteContract>(contract: C): C => contract;

/** An answer typed with the protocol type `T`, named `type` in the documentation. */
export const typedAnswer = <T>(type: string, description: string): TypedAnswer<T> => ({ type, description });

/** A success without a body: `204` in a contract's answers, `null` from its handler and `api()`. */
export const noContent = (description: string): NoContentAnswer => ({ description, noContent: true });

/** A success whose body is bytes of `mediaType` (`image/png`): a `Uint8Array` from its handler. */
export const binaryAnswer = (mediaType: string, description: string): BinaryAnswer => ({
  description,
  mediaType,
});

type SuccessStatus = 200 | 201 | 202 | 204;

type BodyOf<A> =
  A extends SchemaAnswer<infer S>
    ? z.output<S>
    : A extends TypedAnswer<infer T>
      ? T
      : A extends NoContentAnswer
        ? null
        : A extends BinaryAnswer
          ? Uint8Array
          : undefined;

/** What the route answers on success: the body of its 2xx answer. */
export type AnswerOf<C extends RouteContract> = {
  [K in keyof C["responses"] & SuccessStatus]: BodyOf<C["responses"][K]>;
}[keyof C["responses"] & SuccessStatus];

type Part<S> = S extends z.ZodType ? S : never;

/** The parsed input a handler gets (after the schemas' transforms). */
export interface ParsedInput<C extends RouteContract> {
  params: C["params"] extends z.ZodType ? z.output<Part<C["params"]>> : undefined;
  query: C["query"] extends z.ZodType ? z.output<Part<C["query"]>> : undefined;
  body: C["body"] extends z.ZodType ? z.output<Part<C["body"]>> : undefined;
}

/** What a client sends: only the parts the contract has. */
export type InputOf<C extends RouteContract> = (C["params"] extends z.ZodType
  ? { params: z.input<Part<C["params"]>> }
  : { params?: undefined }) &
  (C["query"] extends z.ZodType
    ? Record<never, never> extends z.input<Part<C["query"]>>
      ? { query?: z.input<Part<C["query"]>> }
      : { query: z.input<Part<C["query"]>> }
    : { query?: undefined }) &
  (C["body"] extends z.ZodType
    ? C["bodyOptional"] extends true
      ? { body?: z.input<Part<C["body"]>> }
      : { body: z.input<Part<C["body"]>> }
    : { body?: undefined });

const { $schema: _dialect, ...ID_JSON_SCHEMA } = z.toJSONSchema(idSchema) as Record<string, unknown>;

/**
 * A path parameter that is an id: `idSchema`'s rules (and its trimming), refused with
 * "<name>: that is not a valid id." whichever rule failed, as the routes have always answered.
 */
export const idPathParam = (description: string) =>
  z
    .string()
    .refine((value) => idSchema.safeParse(value).success, "that is not a valid id")
    .overwrite((value) => value.trim())
    .meta({ ...ID_JSON_SCHEMA, description });

/** The answer of a route that counts against a rate limit. */
export const TOO_MANY_CALLS: ErrorAnswer = {
  description: "Too many such calls; `Retry-After` says when to try again.",
};
