// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSeated } from "../test-support/render-seated";
import { finishedGame } from "./reveal/scored-round";
import { Scoreboard } from "./scoreboard";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The table, top to bottom, as "Name total" (a row header starts with the avatar's initial). */
const rows = () =>
  within(screen.getByRole("table", { name: "Scoreboard" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => {
      const name = within(row).getByRole("rowheader").textContent?.slice(1).replace(" (you)", "");
      return `${name} ${row.lastElementChild?.textContent}`;
    });

describe("the scoreboard", () => {
  it("counts each total up from what it showed when the scores change", () => {
    vi.useFakeTimers();
    const { push } = renderSeated(<Scoreboard />, { view: finishedGame({ me: 4, ana: 3, bo: 5 }).view() });
    expect(rows()).toEqual(["Bo 5", "Mia 4", "Ana 3"]);

    const later = finishedGame({ me: 12, ana: 3, bo: 5 });
    later.state = { ...later.state, version: later.state.version + 1 };
    act(() => {
      push(later.view());
      // The query cache tells its readers on a zero-delay timer.
      vi.advanceTimersByTime(1);
    });
    expect(rows()).toEqual(["Mia 4", "Bo 5", "Ana 3"]);
    act(() => vi.advanceTimersByTime(300));
    const midway = Number(rows()[0]?.split(" ")[1]);
    expect(midway).toBeGreaterThan(4);
    expect(midway).toBeLessThan(12);
    act(() => vi.advanceTimersByTime(2000));
    expect(rows()).toEqual(["Mia 12", "Bo 5", "Ana 3"]);
  });
});
