// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../test-support/fake-server";
import { GameFixture } from "../test-support/game-fixture";
import { renderSeated } from "../test-support/render-seated";
import { dismissToast, getToasts } from "../toast/toast-store";
import { GameSettingsCard } from "./game-settings-card";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/**
 * The settings card in the lobby of a real game (Mia hosts; private, 7 rounds, page shown), seen by
 * `viewer`. The fake server applies each PATCH through the rules, as the real one does, unless told
 * to refuse it.
 */
function setup(game = GameFixture.lobby(), viewer = "me") {
  const server = fakeServer({
    "PATCH /api/games/g1": (body) => {
      const { settings } = body as { settings: Record<string, unknown> };
      game.apply({ type: "changeSettings", playerId: viewer, ...settings });
      return { version: game.version };
    },
  });
  const rendered = renderSeated(<GameSettingsCard />, { view: game.view(viewer) });
  return { game, server, ...rendered, user: userEvent.setup() };
}

const rounds = () => screen.getByRole("combobox", { name: "Number of rounds" }) as HTMLSelectElement;
const publicBox = () => screen.getByRole("checkbox", { name: /Public game/ }) as HTMLInputElement;
const pageBox = () =>
  screen.getByRole("checkbox", { name: /Show the page while guessing/ }) as HTMLInputElement;
const options = () =>
  within(rounds())
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("the game settings card", () => {
  it("shows the host the game's settings as controls, each at least 44 px tall", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Game settings" })).toBeTruthy();
    expect(screen.getByText(/The mode \(Standard\) is fixed/)).toBeTruthy();
    expect(options()).toEqual(["5 rounds", "7 rounds", "10 rounds"]);
    expect(rounds().value).toBe("7");
    expect(publicBox().checked).toBe(false);
    expect(pageBox().checked).toBe(true);
    // Tailwind's min-h-11 is 44 px: the select itself, and each checkbox's whole label row.
    for (const control of [rounds(), publicBox().closest("label"), pageBox().closest("label")]) {
      expect(control?.className.split(" ")).toContain("min-h-11");
    }
  });

  it("sends each change as PATCH {settings} and shows the game's new settings", async () => {
    const { server, user, push, game } = setup();

    await user.selectOptions(rounds(), "10");
    await waitFor(() => expect(server.callsTo("PATCH /api/games/g1")).toHaveLength(1));
    expect(server.callsTo("PATCH /api/games/g1")[0]?.body).toEqual({ settings: { totalRounds: 10 } });
    act(() => push(game.view()));
    await waitFor(() => expect(rounds().disabled).toBe(false));
    expect(rounds().value).toBe("10");

    await user.click(publicBox());
    await waitFor(() => expect(server.callsTo("PATCH /api/games/g1")).toHaveLength(2));
    act(() => push(game.view()));
    await waitFor(() => expect(publicBox().disabled).toBe(false));

    await user.click(pageBox());
    await waitFor(() => expect(server.callsTo("PATCH /api/games/g1")).toHaveLength(3));
    act(() => push(game.view()));
    await waitFor(() => expect(pageBox().disabled).toBe(false));

    expect(server.callsTo("PATCH /api/games/g1").map((c) => c.body)).toEqual([
      { settings: { totalRounds: 10 } },
      { settings: { isPublic: true } },
      { settings: { showPageWhileGuessing: false } },
    ]);
    expect(game.state).toMatchObject({ totalRounds: 10, isPublic: true, showPageWhileGuessing: false });
    expect(rounds().value).toBe("10");
    expect(publicBox().checked).toBe(true);
    expect(pageBox().checked).toBe(false);
  });

  it("offers the game's own round count too, and the battle choices in a battle", () => {
    const short = GameFixture.lobby().apply({ type: "changeSettings", playerId: "me", totalRounds: 2 });
    setup(short);
    expect(options()).toEqual(["2 rounds", "5 rounds", "7 rounds", "10 rounds"]);
    expect(rounds().value).toBe("2");
    cleanup();
    const battle = GameFixture.lobby();
    battle.state = { ...battle.state, gameMode: "head_to_head", totalRounds: 3 };
    setup(battle);
    expect(options()).toEqual(["3 rounds", "5 rounds", "7 rounds"]);
    expect(screen.getByText(/The mode \(Head-to-Head\) is fixed/)).toBeTruthy();
  });

  it("shows the server's refusal and keeps the game's value", async () => {
    const { server, user } = setup();
    server.on(
      "PATCH /api/games/g1",
      () =>
        new Response(
          JSON.stringify({
            code: "wrong_phase",
            message: "The settings can only be changed before the game starts.",
          }),
          {
            status: 409,
            headers: { "Content-Type": "application/json" },
          },
        ),
    );
    await user.selectOptions(rounds(), "5");
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe("The settings can only be changed before the game starts."),
    );
    await waitFor(() => expect(rounds().disabled).toBe(false));
    expect(rounds().value).toBe("7");
  });

  it("shows everyone else the settings read-only", () => {
    const game = GameFixture.lobby().apply({
      type: "changeSettings",
      playerId: "me",
      totalRounds: 5,
      isPublic: true,
      showPageWhileGuessing: false,
    });
    const { server } = setup(game, "ana");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    const settings = screen.getByTestId("game-settings");
    expect(settings.textContent).toContain("5 rounds");
    expect(settings.textContent).toContain("Public (listed in Browse)");
    expect(settings.textContent).toContain("Hidden");
    expect(server.calls).toHaveLength(0);
  });
});
