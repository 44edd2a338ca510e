// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SOUND_KEY } from "./sound-preference";
import { SoundToggle } from "./sound-toggle";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const toggles = () => screen.getAllByRole("button", { name: "Sound effects" });

describe("the sound toggle", () => {
  it("starts muted, turns sound on and off, and is remembered after a reload", async () => {
    const user = userEvent.setup();
    render(<SoundToggle />);
    const [toggle] = toggles();
    if (!toggle) throw new Error("no toggle");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");

    // jsdom has no AudioContext: turning sound on (which plays a tick) must still work.
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(localStorage.getItem(SOUND_KEY)).toBe("on");

    cleanup();
    render(<SoundToggle />);
    expect(toggles()[0]?.getAttribute("aria-pressed")).toBe("true");

    await user.click(toggles()[0] as HTMLElement);
    expect(toggles()[0]?.getAttribute("aria-pressed")).toBe("false");
    expect(localStorage.getItem(SOUND_KEY)).toBe("off");
  });

  it("keeps every toggle on the page in step", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SoundToggle />
        <SoundToggle />
      </>,
    );
    await user.click(toggles()[0] as HTMLElement);
    expect(toggles().map((t) => t.getAttribute("aria-pressed"))).toEqual(["true", "true"]);
  });
});
