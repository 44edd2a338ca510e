import type { RouteContract } from "@riddlebook/protocol";
import { z } from "zod";
import type { ParamDoc, RegisteredRoute, ResponseDoc, RouteDoc } from "./document";

/** A path parameter whose schema is any string (with at most a description) refuses nothing. */
function refusesSome(schema: z.ZodType): boolean {
  const {
    $schema: _dialect,
    description: _text,
    ...rules
  } = z.toJSONSchema(schema) as Record<string, unknown>;
  return !(rules.type === "string" && Object.keys(rules).length === 1);
}

function paramDocs(params: z.ZodObject): Record<string, ParamDoc> {
  const docs: Record<string, ParamDoc> = {};
  for (const [name, schema] of Object.entries(params.shape) as [string, z.ZodType][]) {
    docs[name] = { description: schema.description ?? "", schema, refusedWith400: refusesSome(schema) };
  }
  return docs;
}

function responseDoc(answer: RouteContract["responses"][number]): ResponseDoc {
  if ("schema" in answer) return { description: answer.description, schema: answer.schema };
  if ("noContent" in answer) return { description: answer.description, type: null };
  if ("mediaType" in answer) return { description: answer.description, type: answer.mediaType };
  if ("type" in answer) return { description: `\`${answer.type}\`: ${answer.description}` };
  return { description: answer.description };
}

/**
 * A contract's documentation (packages/protocol/src/routes/, ADR 041). The request schemas are the
 * contract's own objects, the very ones `defineRoute` parses with.
 */
function contractDoc(contract: RouteContract): RouteDoc {
  const responses: Record<number, ResponseDoc> = {};
  for (const [status, answer] of Object.entries(contract.responses))
    responses[Number(status)] = responseDoc(answer);
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tag: contract.tag,
    access: contract.access,
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.bodyOptional ? { bodyOptional: true } : {}),
    ...(contract.query ? { query: contract.query } : {}),
    ...(contract.params ? { params: paramDocs(contract.params) } : {}),
    responses,
  };
}

/**
 * The documentation of every registered route: from its contract when it was registered with
 * `defineRoute`, else from the hand-kept table (`route-docs.ts`, shrinking as routes move).
 */
export function routeDocs(
  routes: readonly RegisteredRoute[],
  handKept: Readonly<Record<string, RouteDoc>>,
): Record<string, RouteDoc> {
  const docs: Record<string, RouteDoc> = { ...handKept };
  for (const { method, url, contract } of routes) {
    if (contract && method !== "HEAD") docs[`${method} ${url}`] = contractDoc(contract);
  }
  return docs;
}
