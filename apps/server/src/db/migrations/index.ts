import type { Migration } from "kysely";
import { accountsMigration } from "./0001-accounts";
import { gamesMigration } from "./0002-games";
import { matchmakingMigration } from "./0003-matchmaking";
import { gameStorageSplitMigration } from "./0005-game-storage-split";
import { setupExpiryMigration } from "./0006-setup-expiry";
import { idempotencyKeysMigration } from "./0007-idempotency-keys";
import { healthProbeMigration } from "./0008-health-probe";
import { socialMigration } from "./0009-social";
import { leaderboardMigration } from "./0010-leaderboard";
import { moderationAuditMigration } from "./0011-moderation-audit";
import { reviewMigration } from "./0012-review";
import { vaultMigration } from "./0013-vault";
import { reportsMigration } from "./0014-reports";
import { albumSharesMigration } from "./0015-album-shares";
import { shareLinksMigration } from "./0016-share-links";
import { battleRecordMigration } from "./0017-battle-record";
import { storyProgressMigration } from "./0018-story-progress";
import { tournamentsMigration } from "./0019-tournaments";
import { accountOriginsMigration } from "./0020-account-origins";

/**
 * Every migration, in order. Listed in code (not found by scanning a folder) so the bundled server
 * carries them. To add one: create `NNNN-name.ts` beside this file and append it here; never edit or
 * reorder a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001-accounts": accountsMigration,
  "0002-games": gamesMigration,
  "0003-matchmaking": matchmakingMigration,
  "0005-game-storage-split": gameStorageSplitMigration,
  "0006-setup-expiry": setupExpiryMigration,
  "0007-idempotency-keys": idempotencyKeysMigration,
  "0008-health-probe": healthProbeMigration,
  "0009-social": socialMigration,
  "0010-leaderboard": leaderboardMigration,
  "0011-moderation-audit": moderationAuditMigration,
  "0012-review": reviewMigration,
  "0013-vault": vaultMigration,
  "0014-reports": reportsMigration,
  "0015-album-shares": albumSharesMigration,
  "0016-share-links": shareLinksMigration,
  "0017-battle-record": battleRecordMigration,
  "0018-story-progress": storyProgressMigration,
  "0019-tournaments": tournamentsMigration,
  "0020-account-origins": accountOriginsMigration,
};
