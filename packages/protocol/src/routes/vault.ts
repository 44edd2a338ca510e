/**
 * The Riddle Vault's route contracts (packages/protocol/src/community.ts; the attempt's rules in
 * packages/rules/src/vault.ts; docs/decisions/021-community-riddles-moderation.md). Every call needs
 * a signed-in user, guests included.
 */
import { z } from "zod";
import type { VaultRiddle } from "../community";
import { ratingBodySchema, vaultGuessBodySchema, vaultQuerySchema } from "../community-schema";
import { idPathParam, noContent, routeContract, typedAnswer } from "./contract";

const riddleParams = z.object({ id: idPathParam("The riddle's id.") });
const OWN_RIDDLE = { description: "The caller wrote this riddle." };
const NOT_IN_VAULT = { description: "The riddle is not in the Vault (unknown, not approved, or hidden)." };

export const vaultRoutes = {
  next: routeContract({
    method: "GET",
    path: "/api/vault/next",
    access: "user",
    summary: "The next Vault riddle to play",
    description:
      "One the caller can still play (one started first, then the oldest untried), never their own nor today's riddle of the day. With `unsolved=0` and none left to play, a finished one to look at again.",
    tag: "Vault",
    query: vaultQuerySchema,
    responses: {
      200: typedAnswer<VaultRiddle>("VaultRiddle", "a riddle as the caller sees it."),
      204: noContent("No riddle matches."),
    },
  }),
  riddle: routeContract({
    method: "GET",
    path: "/api/vault/:id",
    access: "user",
    summary: "A Vault riddle",
    tag: "Vault",
    params: riddleParams,
    responses: {
      200: typedAnswer<VaultRiddle>(
        "VaultRiddle",
        "the riddle as the caller sees it (the word only once they are done).",
      ),
      403: OWN_RIDDLE,
      404: NOT_IN_VAULT,
    },
  }),
  guess: routeContract({
    method: "POST",
    path: "/api/vault/:id/guess",
    access: "user",
    idempotent: true,
    summary: "Guess a Vault riddle",
    tag: "Vault",
    params: riddleParams,
    body: vaultGuessBodySchema,
    responses: {
      200: typedAnswer<VaultRiddle>("VaultRiddle", "the riddle after the guess."),
      403: OWN_RIDDLE,
      404: NOT_IN_VAULT,
      409: { description: "`already_solved` or `no_tries_left`." },
    },
  }),
  rating: routeContract({
    method: "POST",
    path: "/api/vault/:id/rating",
    access: "user",
    idempotent: true,
    summary: "Rate a Vault riddle one has finished",
    tag: "Vault",
    params: riddleParams,
    body: ratingBodySchema,
    responses: {
      200: typedAnswer<VaultRiddle>("VaultRiddle", "the riddle with the caller's rating."),
      403: OWN_RIDDLE,
      404: NOT_IN_VAULT,
      409: { description: "`riddle_not_finished`." },
    },
  }),
};
