import {
  type AccountDeletedResponse,
  type AccountExport,
  deleteAccountBodySchema,
} from "@riddlebook/protocol";
import type { FastifyInstance } from "fastify";
import { requireUser, signedInUser } from "../auth/require-user";
import { deleteAccount, findPasswordHash } from "../db/repos/account-deletion";
import { readAccountExport } from "../db/repos/account-export";
import { clientGoneSignal } from "../http/client-gone";
import { HttpError, unauthorized } from "../http/errors";
import { parseBody } from "../http/parse-body";
import { enforce } from "../lib/rate-limit";
import type { RouteContext } from "./context";

/** "riddlebook-data-<username>-<YYYY-MM-DD>.json", with anything but letters, digits, - and _ left out. */
function exportFileName(username: string, now: number): string {
  const name = username.replace(/[^A-Za-z0-9_-]/g, "") || "player";
  return `riddlebook-data-${name}-${new Date(now).toISOString().slice(0, 10)}.json`;
}

const passwordRequired = () =>
  new HttpError(400, "invalid_request", "Enter your password to delete your account.");
const confirmationRequired = () =>
  new HttpError(
    400,
    "invalid_request",
    "Confirm that you want to delete your account (send confirm: true). It cannot be undone.",
  );
const wrongPassword = () =>
  new HttpError(403, "wrong_password", "That password is not right. Your account was not deleted.");
const inActiveGame = (joinCodes: readonly string[]) =>
  new HttpError(
    409,
    "in_active_game",
    `You are seated in a game that is not over yet (${joinCodes.join(", ")}). Leave it while it is in ` +
      "setup, or wait for it to end, then delete your account.",
  );

/**
 * The player's own data (docs/decisions/023-account-export-and-deletion.md): a download of all of
 * it, and deleting the account. Both need a session; guests may use both.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, clock, ids, passwords, limits, push } = ctx;

  app.get(
    "/api/account/export",
    { preHandler: requireUser },
    async (request, reply): Promise<AccountExport> => {
      const user = signedInUser(request);
      const now = clock.now();
      const data = await readAccountExport(db, user.id, { now, currentTokenHash: request.sessionTokenHash });
      if (!data) throw unauthorized();
      reply.header(
        "content-disposition",
        `attachment; filename="${exportFileName(data.account.username, now)}"`,
      );
      return data;
    },
  );

  app.delete(
    "/api/account",
    { preHandler: requireUser },
    async (request, reply): Promise<AccountDeletedResponse> => {
      const user = signedInUser(request);
      const body = parseBody(deleteAccountBodySchema, request.body);
      const credentials = await findPasswordHash(db, user.id);
      if (!credentials) throw unauthorized();
      if (credentials.passwordHash !== null) {
        if (!body.password) throw passwordRequired();
        // Wrong passwords count against the account like failed sign-ins (docs/product.md §15).
        const key = user.email ?? user.id;
        enforce(limits.loginFailuresPerAccount.check(key));
        const gone = clientGoneSignal(request, reply);
        if (!(await passwords.verify(body.password, credentials.passwordHash, gone))) {
          limits.loginFailuresPerAccount.hit(key);
          throw wrongPassword();
        }
      } else if (body.confirm !== true) {
        throw confirmationRequired();
      }

      const outcome = await deleteAccount(db, {
        userId: user.id,
        now: clock.now(),
        auditId: ids.newId(),
        pseudonym: ids.newId(),
      });
      if (!outcome.ok) {
        if (outcome.reason === "in_game") throw inActiveGame(outcome.joinCodes);
        throw unauthorized();
      }
      // Every session of the account is gone: their sockets close here and, by the bus, elsewhere (ADR 017).
      app.sessions.announceEnded(user.id, outcome.tokenHashes);
      await app.sessions.end(request, reply);
      await push.pushMany(outcome.formerFriendIds, { type: "friends_changed" });
      return { success: true, message: "Your account and your data have been deleted." };
    },
  );
}
