/** The battle routes' contracts (packages/protocol/src/battle.ts; docs/product.md §3 and §9). */
import { type CreateBattleResponse, createBattleBodySchema } from "../battle";
import { routeContract, TOO_MANY_CALLS, typedAnswer } from "./contract";

export const battleRoutes = {
  create: routeContract({
    method: "POST",
    path: "/api/battles",
    access: "user",
    idempotent: true,
    summary: "Start a battle against a bot",
    description:
      "A private head-to-head game against a bot of the chosen difficulty, already in writing. Counts as creating a game for the limits (ADR 013). Friends are battled through challenges, anyone through quick match.",
    tag: "Games",
    body: createBattleBodySchema,
    responses: {
      201: typedAnswer<CreateBattleResponse>(
        "CreateBattleResponse",
        "the new game's id, the caller's seat and the version.",
      ),
      429: TOO_MANY_CALLS,
      503: { description: "`join_codes_exhausted`: no free join code was found; try again." },
    },
  }),
};
