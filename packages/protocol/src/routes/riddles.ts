/**
 * The game riddle routes' contracts (packages/protocol/src/game.ts): submitting one's riddle for the
 * round, through the game authority (ADR 012). Offering it for review is `reviewRoutes.publish`.
 */
import { type SubmitRiddleResponse, submitRiddleBodySchema } from "../game";
import { routeContract, typedAnswer } from "./contract";

export const riddleRoutes = {
  submit: routeContract({
    method: "POST",
    path: "/api/riddles",
    access: "user",
    idempotent: true,
    summary: "Submit one's riddle for the round",
    tag: "Riddles",
    body: submitRiddleBodySchema,
    responses: {
      200: typedAnswer<SubmitRiddleResponse>(
        "SubmitRiddleResponse",
        "the riddle already submitted (a replay).",
      ),
      201: typedAnswer<SubmitRiddleResponse>("SubmitRiddleResponse", "the riddle's id and the version."),
      404: { description: "No such game or seat, or the caller has no seat in it." },
      409: { description: "The rules refuse the intent in this state; the code says why." },
    },
  }),
};
