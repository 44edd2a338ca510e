import { afterAll, afterEach, beforeAll, beforeEach, describe } from "vitest";
import { type DbTarget, dbTargets, type TestDatabase } from "./db-targets";
import { standIn } from "./stand-in";
import { createTestApp, type TestApp } from "./test-app";

/** What createTestApp takes, but the database: each case's app uses the suite's database of its target. */
type AppOptions = Omit<NonNullable<Parameters<typeof createTestApp>[0]>, "db">;

interface OnTargetsOptions {
  /** The options of each case's test app, made afresh before each case. */
  app?: () => AppOptions;
}

/**
 * `t` stands for the test app of the running case; `target` is the dialect the suite runs on.
 * `t` is read when used, so use it inside tests and hooks.
 */
type SuiteBody = (t: TestApp, target: DbTarget) => void;

/**
 * Declares `${title} on SQLite` and `${title} on PostgreSQL` (skipped, with the SKIPPED line of
 * services.ts, without TEST_DATABASE_URL): each opens one database of its dialect for all its cases
 * and closes it after them, and gives each case a fresh test app on it, closed after the case.
 */
export function describeOnTargets(title: string, body: SuiteBody): void;
export function describeOnTargets(title: string, options: OnTargetsOptions, body: SuiteBody): void;
export function describeOnTargets(
  title: string,
  optionsOrBody: OnTargetsOptions | SuiteBody,
  maybeBody?: SuiteBody,
): void {
  const options: OnTargetsOptions = typeof optionsOrBody === "function" ? {} : optionsOrBody;
  const body = typeof optionsOrBody === "function" ? optionsOrBody : (maybeBody as SuiteBody);
  for (const target of dbTargets()) {
    describe.skipIf(!target.available)(`${title} on ${target.name}`, () => {
      let store: TestDatabase;
      let current: TestApp | undefined;

      beforeAll(async () => {
        store = await target.open();
      });
      afterAll(async () => {
        await store?.close();
      });
      beforeEach(async () => {
        current = await createTestApp({ ...options.app?.(), db: store.db });
      });
      afterEach(async () => {
        const app = current;
        current = undefined;
        await app?.close();
      });

      body(
        standIn("the test app", () => current),
        target,
      );
    });
  }
}
