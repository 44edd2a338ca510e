// docs/reliability.md A39 and ADR 044: how far an e-mail's existence is secret. A friend request
// answers before its push is published, so a slow bus cannot tell a known e-mail from an unknown
// one; sign-up and claim, the routes that do say `email_taken`, are counted per address first.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EventBus } from "../../src/bus/bus";
import { USER_EVENTS_CHANNEL } from "../../src/realtime/user-events-channel";
import { createTestApp, errorBodyOf, newSignup, signUp, type TestApp } from "../support/test-app";
import { waitFor } from "../support/wait-for";

const PUBLISH_DELAY_MS = 400;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Makes every user push take `ms` to publish, as a busy Redis would; counts the pushes. */
function slowUserPushes(bus: EventBus, ms: number): { published: number } {
  const seen = { published: 0 };
  const publish = bus.publish.bind(bus);
  bus.publish = async (channel, message) => {
    if (channel.name === USER_EVENTS_CHANNEL.name) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      seen.published++;
    }
    return publish(channel, message);
  };
  return seen;
}

describe("an e-mail's existence (ADR 044, A39)", () => {
  it("answers a friend request to a known e-mail as fast as to an unknown one, and pushes after", async () => {
    const sender = await signUp(t.app);
    const known = await signUp(t.app);
    const seen = slowUserPushes(t.bus, PUBLISH_DELAY_MS);
    const send = async (friendEmail: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/friends/request",
        headers: sender.headers,
        payload: { friendEmail },
      });
      return { res, ms: performance.now() - started };
    };
    const toUnknown = await send("nobody-here@example.com");
    const toKnown = await send(known.body.email);
    expect(toKnown.res.statusCode).toBe(toUnknown.res.statusCode);
    expect(toKnown.res.body).toBe(toUnknown.res.body);
    // The push to the known account takes 400 ms; the answer does not wait for it.
    expect(toKnown.ms).toBeLessThan(PUBLISH_DELAY_MS / 2);
    await waitFor(() => seen.published === 1, 2000, "the friend_request push, after the answer");
  });

  it("says email_taken at sign-up and claim only within the per-address sign-up limit", async () => {
    const taken = await signUp(t.app);
    const ip = "203.0.113.7";
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        remoteAddress: ip,
        payload: newSignup({ email: taken.body.email }),
      });
      expect(errorBodyOf(res).code).toBe("email_taken");
    }
    const probe = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: ip,
      payload: newSignup({ email: taken.body.email }),
    });
    expect(probe.statusCode).toBe(429);
    const guest = await t.app.inject({ method: "POST", url: "/api/dev-auto-login", remoteAddress: ip });
    const claim = await t.app.inject({
      method: "POST",
      url: "/api/user/claim",
      remoteAddress: ip,
      headers: { cookie: guest.headers["set-cookie"] as string },
      payload: { email: taken.body.email, password: "a-long-password" },
    });
    expect(claim.statusCode).toBe(429);
  });
});
