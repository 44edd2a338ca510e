import {
  addTournamentBotBodySchema,
  createTournamentBodySchema,
  idSchema,
  TOURNAMENT_SOCKET_PATH,
  tournamentListQuerySchema,
} from "@riddlebook/protocol";
import type { ParamDoc, ResponseDoc, RouteDoc } from "./document";

/** The documentation of the tournament routes (docs/decisions/033-tournaments.md), merged into ROUTE_DOCS. */

const DETAIL: ResponseDoc = {
  description:
    "`TournamentDetail`: the whole public state (entrants, bracket matches and their games, standings, places).",
};
const failure = (text: string): ResponseDoc => ({ description: text });
const tournamentId: Record<string, ParamDoc> = {
  id: { description: "The tournament's id.", schema: idSchema },
};
const NOT_FOUND = failure("No such tournament.");
const CLOSED = "`tournament_started` or `tournament_cancelled`: registration is over.";

const registration = (summary: string, extra: Partial<RouteDoc>): RouteDoc => ({
  summary,
  tag: "Tournaments",
  access: "user",
  params: tournamentId,
  responses: { 200: DETAIL, 404: NOT_FOUND },
  ...extra,
});

export const TOURNAMENT_ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  "POST /api/tournaments": {
    summary: "Create a tournament",
    description:
      "Size 8, 16 or 32; single elimination, double elimination or round robin; a registration deadline and a start time (future, within 30 days); a prize pool split 50/30/20. The creator is entered. Counts as creating a game for the limits (ADR 013).",
    tag: "Tournaments",
    access: "user",
    body: createTournamentBodySchema,
    responses: {
      201: DETAIL,
      400: failure("A field is missing or out of range; the message says which."),
      429: failure("Too many such calls; `Retry-After` says when to try again."),
    },
  },
  "GET /api/tournaments": {
    summary: "List tournaments",
    description:
      "Filtered by status or to one's own; registering and running ones soonest start first, the others latest first. Keyset pages (`nextCursor`).",
    tag: "Tournaments",
    access: "user",
    query: tournamentListQuerySchema,
    responses: {
      200: { description: "`TournamentListResponse`: one page of summaries (status, fill, start time)." },
    },
  },
  "GET /api/tournaments/:id": registration("A tournament's state", {}),
  "POST /api/tournaments/:id/join": registration("Enter a tournament", {
    responses: {
      200: DETAIL,
      404: NOT_FOUND,
      409: failure(`\`tournament_full\`, \`registration_closed\` (the deadline passed), or ${CLOSED}`),
    },
  }),
  "POST /api/tournaments/:id/leave": registration("Leave a tournament before it starts", {
    responses: { 200: DETAIL, 404: NOT_FOUND, 409: failure(`\`not_registered\`, or ${CLOSED}`) },
  }),
  "POST /api/tournaments/:id/bots": registration("Add a bot entrant (the creator)", {
    body: addTournamentBotBodySchema,
    responses: {
      201: DETAIL,
      403: failure("Not the creator."),
      404: NOT_FOUND,
      409: failure(`\`tournament_full\`, or ${CLOSED}`),
    },
  }),
  "POST /api/tournaments/:id/start": registration("Start a tournament early (the creator)", {
    responses: {
      200: DETAIL,
      403: failure("Not the creator."),
      404: NOT_FOUND,
      409: failure(`\`too_few_entrants\` (fewer than 4), or ${CLOSED}`),
    },
  }),
  [`GET ${TOURNAMENT_SOCKET_PATH}`]: {
    summary: "Follow a tournament live (WebSocket upgrade)",
    description: "`tournament_state` with the whole public state at once and after every change.",
    tag: "Sockets",
    access: "user",
    params: { tournamentId: { description: "The tournament.", schema: idSchema, required: true } },
    responses: {
      101: { description: "Switching Protocols: the WebSocket is open.", type: null },
      401: failure("Not signed in."),
      403: failure("A foreign `Origin`."),
      404: NOT_FOUND,
      429: failure("Too many sockets, or cooling down after a flood of messages."),
      503: failure("The server is restarting."),
    },
  },
};
