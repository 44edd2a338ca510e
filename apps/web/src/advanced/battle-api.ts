import type { CreateBattleBody, CreateBattleResponse } from "@riddlebook/protocol";
import { keyedJson } from "../lib/api";

/** POST /api/battles, with an Idempotency-Key (ADR 016): a resend never starts a second battle. */
export const createBattle = (body: CreateBattleBody) =>
  keyedJson<CreateBattleResponse, CreateBattleBody>("POST", "/api/battles", body);
