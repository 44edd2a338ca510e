import { describe, expect, it } from "vitest";
import { durationText } from "./format";

describe("durationText", () => {
  it("reads whole minutes from two minutes up and seconds below", () => {
    expect(durationText(180_000)).toBe("3 minutes");
    expect(durationText(60_000)).toBe("60 seconds");
    expect(durationText(1_000)).toBe("1 second");
    expect(durationText(150_000)).toBe("2 minutes 30 seconds");
    expect(durationText(121_000)).toBe("2 minutes 1 second");
  });
});
