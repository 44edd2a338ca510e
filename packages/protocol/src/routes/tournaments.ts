/**
 * The tournament routes' contracts (packages/protocol/src/tournament.ts; docs/decisions/033-tournaments.md).
 * Every call needs a signed-in user, a guest too, like creating a game.
 */
import { z } from "zod";
import type { TournamentDetail, TournamentListResponse } from "../tournament";
import {
  addTournamentBotBodySchema,
  createTournamentBodySchema,
  tournamentListQuerySchema,
} from "../tournament-schema";
import { idPathParam, routeContract, TOO_MANY_CALLS, typedAnswer } from "./contract";

const DETAIL = typedAnswer<TournamentDetail>(
  "TournamentDetail",
  "the whole public state (entrants, bracket matches and their games, standings, places).",
);
const NOT_FOUND = { description: "No such tournament." };
const CLOSED = "`tournament_started` or `tournament_cancelled`: registration is over.";
const params = z.object({ id: idPathParam("The tournament's id.") });

export const tournamentRoutes = {
  create: routeContract({
    method: "POST",
    path: "/api/tournaments",
    access: "user",
    idempotent: true,
    summary: "Create a tournament",
    description:
      "Size 8, 16 or 32; single elimination, double elimination or round robin; a registration deadline and a start time (future, within 30 days). Prizes are fixed by the size (ADR 046), never typed by the creator. The creator is entered. Counts as creating a game for the limits (ADR 013).",
    tag: "Tournaments",
    body: createTournamentBodySchema,
    responses: {
      201: DETAIL,
      400: {
        description:
          "A field is missing, unknown (such as a prize pool) or out of range; the message says which.",
      },
      429: TOO_MANY_CALLS,
    },
  }),
  list: routeContract({
    method: "GET",
    path: "/api/tournaments",
    access: "user",
    summary: "List tournaments",
    description:
      "Filtered by status or to one's own; registering and running ones soonest start first, the others latest first. Keyset pages (`nextCursor`).",
    tag: "Tournaments",
    query: tournamentListQuerySchema,
    responses: {
      200: typedAnswer<TournamentListResponse>(
        "TournamentListResponse",
        "one page of summaries (status, fill, start time).",
      ),
    },
  }),
  detail: routeContract({
    method: "GET",
    path: "/api/tournaments/:id",
    access: "user",
    summary: "A tournament's state",
    tag: "Tournaments",
    params,
    responses: { 200: DETAIL, 404: NOT_FOUND },
  }),
  join: routeContract({
    method: "POST",
    path: "/api/tournaments/:id/join",
    access: "user",
    summary: "Enter a tournament",
    tag: "Tournaments",
    params,
    responses: {
      200: DETAIL,
      404: NOT_FOUND,
      409: {
        description: `\`tournament_full\`, \`registration_closed\` (the deadline passed), or ${CLOSED}`,
      },
    },
  }),
  leave: routeContract({
    method: "POST",
    path: "/api/tournaments/:id/leave",
    access: "user",
    summary: "Leave a tournament before it starts",
    tag: "Tournaments",
    params,
    responses: { 200: DETAIL, 404: NOT_FOUND, 409: { description: `\`not_registered\`, or ${CLOSED}` } },
  }),
  addBot: routeContract({
    method: "POST",
    path: "/api/tournaments/:id/bots",
    access: "user",
    idempotent: true,
    summary: "Add a bot entrant (the creator)",
    tag: "Tournaments",
    params,
    body: addTournamentBotBodySchema,
    responses: {
      201: DETAIL,
      403: { description: "Not the creator." },
      404: NOT_FOUND,
      409: { description: `\`tournament_full\`, or ${CLOSED}` },
    },
  }),
  start: routeContract({
    method: "POST",
    path: "/api/tournaments/:id/start",
    access: "user",
    summary: "Start a tournament early (the creator)",
    tag: "Tournaments",
    params,
    responses: {
      200: DETAIL,
      403: { description: "Not the creator." },
      404: NOT_FOUND,
      409: { description: `\`too_few_entrants\` (fewer than 4), or ${CLOSED}` },
    },
  }),
};
