// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { dismissToast, getToasts, toast } from "./toast-store";
import Toaster from "./toaster";

afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

function openToasts() {
  return getToasts().filter((item) => item.open);
}

/** A box of the given height band, standing in for layout (jsdom lays nothing out). */
function placeAt(el: HTMLElement, top: number, height = 40): void {
  el.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 200, height });
}

describe("the toaster", () => {
  it("closes a toast once the page its action opens is shown, however the player got there", () => {
    const location = memoryLocation({ path: "/friends", record: true });
    render(
      <Router hook={location.hook}>
        <Toaster />
      </Router>,
    );
    act(() => {
      toast({
        title: "Challenge Accepted",
        action: { label: "Go to game", onClick: () => undefined, target: "/game/g1" },
      });
    });
    expect(screen.getByText("Challenge Accepted")).toBeTruthy();
    // Another page keeps it up; the game it opens closes it (reached here without its button).
    act(() => location.navigate("/profile"));
    expect(openToasts().map((t) => t.title)).toEqual(["Challenge Accepted"]);
    act(() => location.navigate("/game/g1"));
    expect(openToasts()).toEqual([]);
  });

  it("keeps a toast without a target when the page changes", () => {
    const location = memoryLocation({ path: "/", record: true });
    render(
      <Router hook={location.hook}>
        <Toaster />
      </Router>,
    );
    act(() => {
      toast({ title: "Copied!" });
    });
    act(() => location.navigate("/game/g1"));
    expect(openToasts().map((t) => t.title)).toEqual(["Copied!"]);
  });

  it("shows a toast at the top while the player acts in the lower half of the screen, else at the bottom", () => {
    const location = memoryLocation({ path: "/game/g1" });
    const { container } = render(
      <Router hook={location.hook}>
        <textarea aria-label="Your riddle" />
        <Toaster />
      </Router>,
    );
    const riddle = screen.getByRole("textbox", { name: "Your riddle" });
    const region = () => container.ownerDocument.querySelector("[data-side]");
    placeAt(riddle, window.innerHeight - 100);
    riddle.focus();
    act(() => {
      toast({ title: "Invalid Riddle" });
    });
    expect(region()?.getAttribute("data-side")).toBe("top");

    placeAt(riddle, 50);
    act(() => {
      toast({ title: "Invalid Riddle" });
    });
    expect(region()?.getAttribute("data-side")).toBe("bottom");
  });
});
