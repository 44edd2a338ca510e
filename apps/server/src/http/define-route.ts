import type { AnswerOf, ParsedInput, RouteContract } from "@riddlebook/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { requireRole, requireUser } from "../auth/require-user";
import { idempotent } from "./idempotency";
import { parseBody } from "./parse-body";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by `defineRoute`: the route's contract, which the OpenAPI document is built from. */
    contract?: RouteContract;
  }
}

/** What a route does once its input is parsed: it answers the body of the contract's 2xx answer. */
type RouteHandler<C extends RouteContract> = (
  input: ParsedInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<C>>;

/** The hook that checks the contract's access: none, a session, or a role. */
function accessCheck(contract: RouteContract): preHandlerAsyncHookHandler | undefined {
  if (contract.access === "public") return undefined;
  if (contract.access === "user") return requireUser;
  return requireRole(contract.access, contract.forbidden);
}

/**
 * The input as the contract's schemas parse it: path parameters, then the query string, then the
 * body (`parseBody`'s 400 without one, unless the body is optional). A refusal is a `ZodError`, which
 * the one error handler answers as 400 `invalid_request` with the schema's message.
 */
function parseInput<C extends RouteContract>(contract: C, request: FastifyRequest): ParsedInput<C> {
  const { params, query, body } = contract;
  return {
    params: params?.parse(request.params),
    query: query?.parse(request.query),
    body: body && (contract.bodyOptional ? body.parse(request.body ?? {}) : parseBody(body, request.body)),
  } as ParsedInput<C>;
}

/**
 * Registers the route its contract declares (packages/protocol/src/routes/, ADR 041): the method and
 * path, the access check as a preHandler, the Idempotency-Key opt-in, and a handler that gets the
 * parsed input and whose answer is typed by the contract, sent with the contract's 2xx status (a
 * `null` answer as a 204 without a body, bytes with their media type: `noContent` and `binaryAnswer`
 * in packages/protocol/src/routes/contract.ts). The contract rides on the route's `config`, where the
 * OpenAPI document finds it (openapi/install.ts).
 * No Fastify `schema` is registered, so Fastify neither validates nor serializes (ADR 022).
 */
export function defineRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void {
  const preHandler = accessCheck(contract);
  const { status, mediaType, noContent } = successOf(contract);
  app.route({
    method: contract.method,
    url: contract.path,
    ...(preHandler ? { preHandler } : {}),
    config: { contract, ...(contract.idempotent ? idempotent().config : {}) },
    handler: async (request, reply) => {
      const answer = await handler(parseInput(contract, request), request, reply);
      if (answer === null && noContent) return reply.status(204).send();
      // A handler that set another of its contract's 2xx (a replay's 200 beside a 201) keeps it.
      if (reply.statusCode === 200) reply.status(status);
      if (mediaType) reply.type(mediaType);
      return answer;
    },
  });
}

/**
 * How the contract's success is sent: the status of its 2xx answer with a body (else 204), that
 * answer's media type when it is bytes, and whether a 204 without a body is among its answers (the
 * handler's `null` then answers it: "nothing to show", as `GET /api/vault/next` says it).
 */
function successOf(contract: RouteContract): { status: number; mediaType?: string; noContent: boolean } {
  const successes = Object.entries(contract.responses).filter(([status]) => status.startsWith("2"));
  const noContent = successes.some(([, answer]) => "noContent" in answer);
  const withBody = successes.find(([, answer]) => !("noContent" in answer));
  if (!withBody) return { status: noContent ? 204 : 200, noContent };
  const [status, answer] = withBody;
  return {
    status: Number(status),
    ...("mediaType" in answer ? { mediaType: answer.mediaType } : {}),
    noContent,
  };
}
