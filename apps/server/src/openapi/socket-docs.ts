import {
  idSchema,
  SPECTATOR_SOCKET_PATH,
  TOURNAMENT_SOCKET_PATH,
  USER_SOCKET_PATH,
} from "@riddlebook/protocol";
import type { ResponseDoc, RouteDoc } from "./document";

/**
 * The documentation of the WebSockets (ADR 009, ADR 020, ADR 033): each a GET that upgrades, checked
 * before the upgrade (realtime/upgrade-check.ts). Not HTTP routes with a contract (ADR 041), so they
 * are documented here by hand, merged into the document with the routes.
 */

const error = (text: string): ResponseDoc => ({ description: text });

const SOCKET_REFUSALS = {
  401: error("Not signed in."),
  403: error("A foreign `Origin`."),
  429: error("Too many sockets, or cooling down after a flood of messages."),
  503: error("The server is restarting."),
};
const SOCKET_UPGRADE: ResponseDoc = {
  description: "Switching Protocols: the WebSocket is open (messages: `packages/protocol/src/realtime.ts`).",
  type: null,
};

export const SOCKET_DOCS: Readonly<Record<string, RouteDoc>> = {
  "GET /ws": {
    summary: "Open one's game socket (WebSocket upgrade)",
    tag: "Sockets",
    access: "user",
    params: {
      gameId: { description: "The game.", schema: idSchema, required: true },
      playerId: { description: "The caller's seat in it.", schema: idSchema, required: true },
    },
    responses: {
      101: SOCKET_UPGRADE,
      ...SOCKET_REFUSALS,
      403: error("A foreign `Origin`, or the seat is not the caller's."),
      404: error("No such game or seat."),
    },
  },
  [`GET ${SPECTATOR_SOCKET_PATH}`]: {
    summary: "Watch a game (WebSocket upgrade)",
    tag: "Sockets",
    access: "user",
    params: {
      gameId: { description: "The game.", schema: idSchema, required: true },
      invite: {
        description: "The join code of a private game.",
        schema: { type: "string" },
        refusedWith400: false,
      },
    },
    responses: {
      101: SOCKET_UPGRADE,
      ...SOCKET_REFUSALS,
      403: error(
        "A foreign `Origin`, a seat in the game, removed by the host, or a private game without its invite.",
      ),
      404: error("No such game."),
    },
  },
  [`GET ${USER_SOCKET_PATH}`]: {
    summary: "Open one's user socket: match found, friends, challenges (WebSocket upgrade)",
    tag: "Sockets",
    access: "user",
    responses: { 101: SOCKET_UPGRADE, ...SOCKET_REFUSALS },
  },
  [`GET ${TOURNAMENT_SOCKET_PATH}`]: {
    summary: "Follow a tournament live (WebSocket upgrade)",
    description: "`tournament_state` with the whole public state at once and after every change.",
    tag: "Sockets",
    access: "user",
    params: { tournamentId: { description: "The tournament.", schema: idSchema, required: true } },
    responses: { 101: SOCKET_UPGRADE, ...SOCKET_REFUSALS, 404: error("No such tournament.") },
  },
};
