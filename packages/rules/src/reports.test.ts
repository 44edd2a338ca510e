import { describe, expect, it } from "vitest";
import {
  actionRefusal,
  actionsFor,
  gameRiddleReportRefusal,
  MODERATION_ACTIONS,
  REPORT_TARGET_TYPES,
  reportRefusal,
} from "./reports";

describe("what a moderation action applies to", () => {
  it("offers hide and reject only on a published riddle, a reset only on a name, a dismissal on anything", () => {
    expect(actionsFor({ type: "published_riddle", published: true })).toEqual([
      "hide_riddle",
      "reject_riddle",
      "dismiss_reports",
    ]);
    expect(actionsFor({ type: "riddle", published: true })).toEqual([
      "hide_riddle",
      "reject_riddle",
      "dismiss_reports",
    ]);
    expect(actionsFor({ type: "riddle", published: false })).toEqual(["dismiss_reports"]);
    expect(actionsFor({ type: "user", published: false })).toEqual(["reset_username", "dismiss_reports"]);
    expect(actionsFor({ type: "tournament", published: false })).toEqual(["dismiss_reports"]);
  });

  it("tells a misfit from a riddle never published", () => {
    expect(actionRefusal("reset_username", { type: "riddle", published: true })).toBe("wrong_target");
    expect(actionRefusal("hide_riddle", { type: "user", published: false })).toBe("wrong_target");
    expect(actionRefusal("hide_riddle", { type: "tournament", published: false })).toBe("wrong_target");
    expect(actionRefusal("reject_riddle", { type: "riddle", published: false })).toBe("never_published");
  });

  it("offers only actions it would take, for every target and action", () => {
    for (const type of REPORT_TARGET_TYPES) {
      for (const published of [true, false]) {
        const offered = actionsFor({ type, published });
        for (const action of MODERATION_ACTIONS) {
          expect(offered.includes(action)).toBe(actionRefusal(action, { type, published }) === null);
        }
      }
    }
  });
});

describe("what may be reported", () => {
  const seen = { seated: true, kicked: false, isPublic: false, ownRiddle: false, roundScored: true };

  it("a game riddle: only from a game one could watch, not one's own, once its round is scored", () => {
    expect(gameRiddleReportRefusal(seen)).toBeNull();
    expect(gameRiddleReportRefusal({ ...seen, seated: false, isPublic: true })).toBeNull();
    expect(gameRiddleReportRefusal({ ...seen, seated: false })).toBe("unknown");
    expect(gameRiddleReportRefusal({ ...seen, seated: false, isPublic: true, kicked: true })).toBe("unknown");
    expect(gameRiddleReportRefusal({ ...seen, ownRiddle: true })).toBe("own");
    expect(gameRiddleReportRefusal({ ...seen, roundScored: false })).toBe("not_scored");
  });

  it("a published riddle, a player or a tournament: only one players meet, and not one's own", () => {
    expect(reportRefusal({ visible: true, ownerId: "u2" }, "u1")).toBeNull();
    expect(reportRefusal({ visible: true, ownerId: "u1" }, "u1")).toBe("own");
    expect(reportRefusal({ visible: false, ownerId: "u1" }, "u1")).toBe("unknown");
  });
});
