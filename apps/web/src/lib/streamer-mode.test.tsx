// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { InviteLinkCard } from "../game/invite-link-card";
import { JoinCodeCard } from "../game/join-code-card";
import { Concealed, StreamerModeToggle } from "./streamer-mode";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const toggle = () => screen.getByRole("button", { name: "Streamer mode" });

describe("streamer mode", () => {
  it("is off at first, masks values when on, and is remembered", async () => {
    const user = userEvent.setup();
    render(
      <>
        <StreamerModeToggle />
        <p data-testid="mail">
          <Concealed value="ada@example.com" />
        </p>
      </>,
    );
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("mail").textContent).toBe("ada@example.com");

    await user.click(toggle());
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("mail").textContent).not.toContain("ada@example.com");
    expect(screen.getByTestId("mail").textContent).toContain("hidden in streamer mode");

    cleanup();
    render(<Concealed value="ada@example.com" />);
    expect(document.body.textContent).not.toContain("ada@example.com");
  });

  it("hides the join code, the invite link and its QR code, while Copy still copies the real ones", async () => {
    const user = userEvent.setup();
    const link = `${window.location.origin}/join/SUNSET42`;
    render(
      <>
        <StreamerModeToggle />
        <JoinCodeCard gameId="g1" joinCode="SUNSET42" />
        <InviteLinkCard joinCode="SUNSET42" />
      </>,
    );
    expect(screen.getByTestId("join-code").textContent).toBe("SUNSET42");
    expect(screen.getByTestId("invite-link").textContent).toBe(link);
    const qr = await screen.findByRole("img", { name: "QR code of the invite link" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);

    await user.click(toggle());
    expect(document.body.textContent).not.toContain("SUNSET42");
    expect(screen.queryByRole("img", { name: "QR code of the invite link" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(screen.getByRole("button", { name: "Copy join code" }));
    expect(await navigator.clipboard.readText()).toBe("SUNSET42");
    expect(document.body.textContent).not.toContain("SUNSET42");
  });
});
