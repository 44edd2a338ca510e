// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TooltipsOnDemand, WithTooltip } from "./tooltips-on-demand";

afterEach(cleanup);

// jsdom lays nothing out and has no ResizeObserver, which an open Radix tooltip (its Popper) observes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Nav() {
  return (
    <TooltipsOnDemand>
      <nav aria-label="Main">
        <WithTooltip label="Your friends">
          <a href="/friends">Friends</a>
        </WithTooltip>
        <WithTooltip label="Sign out of Riddlebook">
          <button type="button">Logout</button>
        </WithTooltip>
      </nav>
    </TooltipsOnDemand>
  );
}

// The header's tooltips load on the first pointer or focus (docs/decisions/035-first-load-budget.md).
describe("tooltips on demand", () => {
  it("renders the links bare until a focus, then keeps that focus and shows the Radix tooltip", async () => {
    render(<Nav />);
    // Bare: no Radix trigger state on the elements yet.
    expect(screen.getByRole("button", { name: "Logout" }).hasAttribute("data-state")).toBe(false);
    expect(screen.queryByRole("tooltip")).toBeNull();

    const bare = screen.getByRole("button", { name: "Logout" });
    bare.focus();

    // Swapped: the element was rendered anew, and focus followed it, which opens its tooltip.
    // The chunk is a dynamic import: the first one in a test run can take a while to transform.
    await waitFor(
      () => expect(screen.getByRole("button", { name: "Logout" }).hasAttribute("data-state")).toBe(true),
      { timeout: 15_000 },
    );
    const swapped = screen.getByRole("button", { name: "Logout" });
    expect(swapped).not.toBe(bare);
    expect(document.activeElement).toBe(swapped);
    expect((await screen.findByRole("tooltip")).textContent).toContain("Sign out of Riddlebook");
  });

  it("renders later headers with the tooltips from the start once they have loaded", async () => {
    render(<Nav />);
    // Loaded by the test above (or now, on a pointer): from then on, no swap is needed.
    fireEvent.pointerOver(screen.getByRole("link", { name: "Friends" }));
    await waitFor(
      () => expect(screen.getByRole("link", { name: "Friends" }).hasAttribute("data-state")).toBe(true),
      { timeout: 15_000 },
    );
    cleanup();
    render(<Nav />);
    expect(screen.getByRole("link", { name: "Friends" }).getAttribute("data-state")).toBe("closed");
  });
});
