import { createUserIfMissing } from "../db/repos/users";
import type { Db } from "../db/schema";
import type { Clock } from "../deps";

/** The seeded test-mode users. Fixed ids so browser tests and people can refer to them. */
export const TEST_USERS = [
  { id: "test-user-alice", username: "alice", firstName: "Alice", lastName: "Archer" },
  { id: "test-user-bob", username: "bob", firstName: "Bob", lastName: "Baker" },
  { id: "test-user-carol", username: "carol", firstName: "Carol", lastName: "Carter" },
  { id: "test-user-dave", username: "dave", firstName: "Dave", lastName: "Dawson" },
] as const;

const testUserEmail = (username: string) => `${username}@test.riddlebook.local`;

/** Creates the test users that are missing. Idempotent; only called in test mode. */
export async function seedTestUsers(db: Db, clock: Clock): Promise<number> {
  let created = 0;
  for (const u of TEST_USERS) {
    const inserted = await createUserIfMissing(db, {
      id: u.id,
      username: u.username,
      email: testUserEmail(u.username),
      passwordHash: null,
      firstName: u.firstName,
      lastName: u.lastName,
      isTestUser: true,
      createdAt: clock.now(),
    });
    if (inserted) created++;
  }
  return created;
}
