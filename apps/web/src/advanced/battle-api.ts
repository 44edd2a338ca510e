import { battleRoutes, type CreateBattleBody } from "@riddlebook/protocol";
import { newIdempotencyKey } from "../lib/api";
import { api } from "../lib/api-client";

/** POST /api/battles, with an Idempotency-Key (ADR 016): a resend never starts a second battle. */
export const createBattle = (body: CreateBattleBody) =>
  api(battleRoutes.create, { body }, { idempotencyKey: newIdempotencyKey() });
