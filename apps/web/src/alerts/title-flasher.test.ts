import { describe, expect, it } from "vitest";
import { alertTitle, createTitleFlasher, type Every, type FlasherPage } from "./title-flasher";

/** A page whose visibility the test sets, and a clock the test ticks by hand. */
function fakePage(title = "Party · Writing · Riddlebook") {
  const listeners = new Set<() => void>();
  const page: FlasherPage & { show(): void; hide(): void } = {
    title,
    visibilityState: "hidden" as DocumentVisibilityState,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    show() {
      (page as { visibilityState: DocumentVisibilityState }).visibilityState = "visible";
      for (const listener of [...listeners]) listener();
    },
    hide() {
      (page as { visibilityState: DocumentVisibilityState }).visibilityState = "hidden";
    },
  };
  const ticks: Array<() => void> = [];
  let running = 0;
  const every: Every = (_ms, tick) => {
    ticks.push(tick);
    running++;
    return () => {
      ticks.splice(ticks.indexOf(tick), 1);
      running--;
    };
  };
  return {
    page,
    every,
    tick: () => {
      for (const t of [...ticks]) t();
    },
    running: () => running,
    listeners,
  };
}

describe("the title flasher", () => {
  it("alternates the alert with the page's title while the tab is hidden", () => {
    const { page, every, tick } = fakePage();
    const flasher = createTitleFlasher(page, every);
    flasher.flash("Your turn");
    expect(page.title).toBe("● Your turn — Riddlebook");
    tick();
    expect(page.title).toBe("Party · Writing · Riddlebook");
    tick();
    expect(page.title).toBe(alertTitle("Your turn"));
  });

  it("stops and puts the page's title back when the tab is shown", () => {
    const { page, every, tick, running, listeners } = fakePage();
    const flasher = createTitleFlasher(page, every);
    flasher.flash("Guess now");
    page.show();
    expect(page.title).toBe("Party · Writing · Riddlebook");
    expect(running()).toBe(0);
    expect(listeners.size).toBe(0);
    tick();
    expect(page.title).toBe("Party · Writing · Riddlebook");
  });

  it("does nothing while the tab is shown", () => {
    const { page, every, running } = fakePage();
    page.show();
    createTitleFlasher(page, every).flash("Your turn");
    expect(page.title).toBe("Party · Writing · Riddlebook");
    expect(running()).toBe(0);
  });

  it("returns to the title the page set meanwhile (the next phase's)", () => {
    const { page, every, tick } = fakePage();
    const flasher = createTitleFlasher(page, every);
    flasher.flash("Your turn");
    page.title = "Party · Reading & Guessing · Riddlebook";
    tick();
    expect(page.title).toBe(alertTitle("Your turn"));
    tick();
    expect(page.title).toBe("Party · Reading & Guessing · Riddlebook");
    flasher.stop();
    expect(page.title).toBe("Party · Reading & Guessing · Riddlebook");
  });

  it("shows the newest alert with one timer, and flashes again after the player came and went", () => {
    const { page, every, tick, running } = fakePage();
    const flasher = createTitleFlasher(page, every);
    flasher.flash("Your turn");
    tick();
    flasher.flash("30 seconds left");
    expect(page.title).toBe(alertTitle("30 seconds left"));
    expect(running()).toBe(1);
    tick();
    expect(page.title).toBe("Party · Writing · Riddlebook");
    page.show();
    page.hide();
    flasher.flash("Guess now");
    expect(page.title).toBe(alertTitle("Guess now"));
    expect(running()).toBe(1);
    flasher.stop();
    expect(page.title).toBe("Party · Writing · Riddlebook");
  });
});
