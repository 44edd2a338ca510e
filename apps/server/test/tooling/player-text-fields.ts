// The player-written text fields of the protocol, found by walking its zod schemas (issue 29,
// docs/reliability.md A44): every request body (`…BodySchema`), every route contract's body and the
// socket's client messages. A field is a path to a string leaf: `createGameBodySchema.name`.
import * as protocol from "@riddlebook/protocol";

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value;

/** The string leaves under `schema`, as dotted paths below `at`. */
function stringLeaves(schema: ZodLike, at: string, out: Set<string>): void {
  const def = schema._zod.def;
  const walk = (inner: unknown, path = at) => {
    if (isZod(inner)) stringLeaves(inner, path, out);
  };
  switch (def.type) {
    case "string":
      out.add(at);
      return;
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${at}.${key}`);
      return;
    case "union":
      for (const option of def.options as unknown[]) walk(option);
      return;
    case "pipe":
      walk(def.in);
      walk(def.out);
      return;
    case "array":
      walk(def.element, `${at}[]`);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      walk(def.innerType);
      return;
    default:
      return; // numbers, booleans, enums, literals, unknown (ignored fields): nothing a player writes
  }
}

/** Every player-written string field of the protocol's request bodies and client messages. */
export function playerTextFields(): string[] {
  const out = new Set<string>();
  for (const [name, value] of Object.entries(protocol)) {
    if (!isZod(value)) continue;
    if (name.endsWith("BodySchema") || name === "clientMessageSchema") stringLeaves(value, name, out);
  }
  for (const [name, value] of Object.entries(protocol)) {
    if (!name.endsWith("Contracts") || typeof value !== "object" || value === null) continue;
    for (const [route, contract] of Object.entries(value as Record<string, { body?: unknown }>)) {
      if (isZod(contract.body)) stringLeaves(contract.body, `${name}.${route}.body`, out);
    }
  }
  return [...out].sort();
}
