import { binaryAnswer, noContent, routeContract, typedAnswer } from "@riddlebook/protocol";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "./define-route";

// How `defineRoute` sends each kind of success a contract declares (ADR 041, "One route
// definition"): a body with the 2xx status, a 204 without a body for a handler's `null`, and bytes
// with the contract's media type. Public routes, so no session is involved.

const maybe = routeContract({
  method: "GET",
  path: "/maybe",
  access: "public",
  summary: "Something, or nothing",
  tag: "Test",
  query: z.object({ found: z.enum(["0", "1"]) }),
  responses: {
    200: typedAnswer<{ thing: string }>("Thing", "the thing."),
    204: noContent("Nothing matches."),
  },
});

const remove = routeContract({
  method: "DELETE",
  path: "/things/:id",
  access: "public",
  summary: "Remove a thing",
  tag: "Test",
  params: z.object({ id: z.string() }),
  responses: { 204: noContent("Removed.") },
});

const created = routeContract({
  method: "POST",
  path: "/things",
  access: "public",
  summary: "Make a thing",
  tag: "Test",
  body: z.object({ name: z.string() }),
  responses: { 201: { description: "Made.", schema: z.object({ id: z.string() }) } },
});

const picture = routeContract({
  method: "GET",
  path: "/picture.png",
  access: "public",
  summary: "A picture",
  tag: "Test",
  responses: { 200: binaryAnswer("image/png", "The picture.") },
});

/** PNG's signature and a few bytes more: what a handler might answer. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let app: FastifyInstance | undefined;
const removed: string[] = [];

async function buildApp(): Promise<FastifyInstance> {
  const made = Fastify();
  defineRoute(made, maybe, async ({ query }) => (query.found === "1" ? { thing: "lamp" } : null));
  defineRoute(made, remove, async ({ params }) => {
    removed.push(params.id);
    return null;
  });
  defineRoute(made, created, async ({ body }) => ({ id: `id-${body.name}` }));
  defineRoute(made, picture, async () => PNG);
  await made.ready();
  return made;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("defineRoute's answers", () => {
  it("answers a body with its 2xx status, and a handler's null with a 204 without a body", async () => {
    app = await buildApp();
    const found = await app.inject({ method: "GET", url: "/maybe?found=1" });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ thing: "lamp" });
    const none = await app.inject({ method: "GET", url: "/maybe?found=0" });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe("");
    expect(none.headers["content-type"]).toBeUndefined();
  });

  it("answers a contract with only a 204 with no body, after the handler ran", async () => {
    app = await buildApp();
    const res = await app.inject({ method: "DELETE", url: "/things/t1" });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(removed).toContain("t1");
  });

  it("sends the contract's 201 for a body", async () => {
    app = await buildApp();
    const res = await app.inject({ method: "POST", url: "/things", payload: { name: "cup" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: "id-cup" });
  });

  it("sends bytes as they are, with the contract's media type", async () => {
    app = await buildApp();
    const res = await app.inject({ method: "GET", url: "/picture.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});
