// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import Friends from "../pages/friends";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { challenge, challenges, entry, friend, lists, ME, renderSignedIn } from "./test-support";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const bo = friend({ id: "u-bo", name: "Bo", status: "online" });
const cy = friend({ id: "u-cy", name: "Cy", email: null, gamesPlayed: 4, winRate: 0.25, averageScore: 3.5 });

/** An error answer as the server sends them. */
function refusal(status: number, message: string, code = "conflict") {
  return new Response(JSON.stringify({ message, code }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function setup(path = "/friends", routes: Parameters<typeof fakeServer>[0] = {}) {
  const rendered = renderSignedIn(<Friends />, {
    path,
    routes: {
      "GET /api/friends": () => lists({ friends: [bo, cy] }),
      "GET /api/challenges": () => challenges(),
      ...routes,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

const lastToast = () => getToasts()[0];

describe("the friends page", () => {
  it("has the tabs Friends, Challenges and Leaderboard, the tab kept in the address", async () => {
    const { user, location } = setup("/friends", {
      "GET /api/leaderboard?scope=global&period=all&metric=score": () => ({
        scope: "global",
        period: "all",
        metric: "score",
        entries: [entry(1, "u-bo", "Bo", 40)],
        me: null,
        nextCursor: null,
      }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Friends & Challenges" })).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Friends", "Challenges", "Leaderboard"]);
    expect(await screen.findByRole("heading", { name: "Add a friend" })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Challenges" }));
    expect(await screen.findByRole("heading", { name: "Send a challenge" })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/friends?tab=challenges");

    await user.click(screen.getByRole("tab", { name: "Leaderboard" }));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/friends?tab=leaderboard");
  });

  it("opens the tab the address names", async () => {
    setup("/friends?tab=challenges");
    expect(await screen.findByRole("heading", { name: "Send a challenge" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Challenges" }).getAttribute("aria-selected")).toBe("true");
  });

  it("lists friends with their presence and stats, online first", async () => {
    setup();
    const items = await screen.findAllByTestId(/^friend-/);
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual(["Bo", "Cy"]);
    const row = within(screen.getByTestId("friend-u-cy"));
    expect(row.getByText("Offline")).toBeTruthy();
    expect(row.getByText("25%")).toBeTruthy();
    expect(row.getByText("3.5")).toBeTruthy();
    expect(within(screen.getByTestId("friend-u-bo")).getByText("bo@example.com")).toBeTruthy();
    expect(within(screen.getByTestId("friend-u-bo")).getByText("Online")).toBeTruthy();
  });

  it("says in words that a friend in a game is away, not only by the dot's colour (issue 31 item 16)", async () => {
    const inGame = { kind: "in_game", gameId: "g1", gameName: "Friday Fun" } as const;
    const ann = friend({ id: "u-ann", name: "Ann", status: "away", activity: inGame });
    const dee = friend({ id: "u-dee", name: "Dee", status: "away", activity: { ...inGame, gameName: null } });
    const eve = friend({ id: "u-eve", name: "Eve", status: "online", activity: inGame });
    setup("/friends", { "GET /api/friends": () => lists({ friends: [ann, dee, eve] }) });
    const row = within(await screen.findByTestId("friend-u-ann"));
    expect(row.getByText("Away, in a game: Friday Fun")).toBeTruthy();
    expect(within(screen.getByTestId("friend-u-dee")).getByText("Away, in a game")).toBeTruthy();
    expect(within(screen.getByTestId("friend-u-eve")).getByText("In a game: Friday Fun")).toBeTruthy();
  });
});

describe("adding a friend", () => {
  it("keeps Send Request disabled until an e-mail is typed, then sends it and says so", async () => {
    const { user, server } = setup("/friends", {
      "POST /api/friends/request": () => ({
        success: true,
        message: "If that e-mail has an account, they will get your request.",
      }),
    });
    const button = await screen.findByRole("button", { name: "Send Request" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByLabelText("Friend's e-mail");
    await user.type(input, "   ");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, "zed@example.com");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    server.on("GET /api/friends", () =>
      lists({
        friends: [bo, cy],
        outgoing: [
          {
            id: "r1",
            direction: "outgoing",
            userId: null,
            name: null,
            email: "zed@example.com",
            status: "pending",
            createdAt: 1,
          },
        ],
      }),
    );
    await user.click(button);

    await waitFor(() => expect(lastToast()?.title).toBe("Friend Request Sent"));
    expect(lastToast()?.description).toBe("If that e-mail has an account, they will get your request.");
    expect(server.callsTo("POST /api/friends/request").map((c) => c.body)).toEqual([
      { friendEmail: "zed@example.com" },
    ]);
    expect((input as HTMLInputElement).value).toBe("");
    const outgoing = await screen.findByRole("region", { name: "Your requests" });
    expect(within(outgoing).getByText("zed@example.com")).toBeTruthy();
    expect(within(outgoing).getByText("pending")).toBeTruthy();
  });

  it("shows the server's refusal, or a plain failure when the server said nothing", async () => {
    const { user, server } = setup("/friends", {
      "POST /api/friends/request": () => refusal(409, "You are already friends with Bo."),
    });
    const input = await screen.findByLabelText("Friend's e-mail");
    await user.type(input, "bo@example.com");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(lastToast()?.description).toBe("You are already friends with Bo."));
    expect(lastToast()?.variant).toBe("destructive");

    server.on("POST /api/friends/request", () => new Response("Bad gateway", { status: 502 }));
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(lastToast()?.description).toBe("Failed to send friend request."));
  });

  it("accepts a request to you and shows the new friend", async () => {
    const { user, server } = setup("/friends", {
      "GET /api/friends": () =>
        lists({
          incoming: [
            {
              id: "r9",
              direction: "incoming",
              userId: "u-dee",
              name: "Dee",
              email: null,
              status: "pending",
              createdAt: 1,
            },
          ],
        }),
      "POST /api/friends/requests/r9/accept": () =>
        lists({ friends: [friend({ id: "u-dee", name: "Dee" })] }),
    });
    expect(await screen.findByText("Dee wants to be your friend")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Friends (1)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Accept Dee" }));
    expect(await screen.findByTestId("friend-u-dee")).toBeTruthy();
    expect(screen.queryByText("Dee wants to be your friend")).toBeNull();
    expect(server.callsTo("POST /api/friends/requests/r9/accept")).toHaveLength(1);
  });

  it("blocks a friend only after the dialog is confirmed", async () => {
    const { user, server } = setup("/friends", {
      "POST /api/friends/blocks": () =>
        lists({ friends: [cy], blocked: [{ id: "u-bo", name: "Bo", blockedAt: 1 }] }),
    });
    await user.click(await screen.findByRole("button", { name: "Block Bo" }));
    const dialog = screen.getByRole("dialog", { name: "Block Bo?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.callsTo("POST /api/friends/blocks")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Block Bo" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(server.callsTo("POST /api/friends/blocks")).toHaveLength(1));
    expect(server.callsTo("POST /api/friends/blocks")[0]?.body).toEqual({ userId: "u-bo" });
    expect(await screen.findByRole("button", { name: "Unblock Bo" })).toBeTruthy();
    expect(screen.queryByTestId("friend-u-bo")).toBeNull();
  });
});

describe("sending a challenge", () => {
  const friendSelect = () => screen.getByLabelText("Friend") as HTMLSelectElement;
  const modeSelect = () => screen.getByLabelText("Game mode") as HTMLSelectElement;
  const roundsSelect = () => screen.getByLabelText("Rounds") as HTMLSelectElement;
  const sendButton = () => screen.getByRole("button", { name: "Send Challenge" }) as HTMLButtonElement;

  it("waits for a friend and a mode, offers 3, 5 or 7 rounds (3 first) and counts the message", async () => {
    const { user } = setup("/friends?tab=challenges");
    await screen.findByRole("heading", { name: "Send a challenge" });
    await waitFor(() => expect(within(friendSelect()).getAllByRole("option")).toHaveLength(3));
    expect(sendButton().disabled).toBe(true);
    expect(
      within(roundsSelect())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["3 rounds", "5 rounds", "7 rounds"]);
    expect(roundsSelect().value).toBe("3");
    expect(
      within(modeSelect())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Choose a mode",
      "Standard",
      "Style Challenge",
      "Character Voice",
      "Speed Round",
      "Head-to-Head",
    ]);

    await user.selectOptions(friendSelect(), "u-bo");
    expect(sendButton().disabled).toBe(true);
    await user.selectOptions(modeSelect(), "speed_round");
    expect(sendButton().disabled).toBe(false);
    await user.selectOptions(friendSelect(), "");
    expect(sendButton().disabled).toBe(true);

    const message = screen.getByLabelText("Message (optional)") as HTMLTextAreaElement;
    expect(screen.getByText("0/140")).toBeTruthy();
    await user.type(message, "Bring it");
    expect(screen.getByText("8/140")).toBeTruthy();
    expect(message.maxLength).toBe(140);
  });

  it("sends the challenge, says Challenge Sent and lists it; a failure says so", async () => {
    const sent = challenge({ id: "c1", message: "Bring it", roundCount: 5 });
    const { user, server } = setup("/friends?tab=challenges", {
      "POST /api/challenges": () => sent,
    });
    await screen.findByRole("heading", { name: "Send a challenge" });
    await waitFor(() => expect(within(friendSelect()).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(friendSelect(), "u-bo");
    await user.selectOptions(modeSelect(), "speed_round");
    await user.selectOptions(roundsSelect(), "5");
    await user.type(screen.getByLabelText("Message (optional)"), "  Bring it ");
    await user.click(sendButton());

    await waitFor(() => expect(lastToast()?.title).toBe("Challenge Sent"));
    expect(server.callsTo("POST /api/challenges").map((c) => c.body)).toEqual([
      { friendId: "u-bo", gameMode: "speed_round", roundCount: 5, message: "Bring it" },
    ]);
    const mine = screen.getByRole("region", { name: /Your challenges/ });
    expect(within(mine).getByText("You challenged Bo")).toBeTruthy();
    expect(within(mine).getByText("Speed Round, 5 rounds")).toBeTruthy();
    expect(within(mine).getByText("pending")).toBeTruthy();

    server.on("POST /api/challenges", () => new Response("", { status: 500 }));
    await user.selectOptions(modeSelect(), "standard");
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()?.description).toBe("Failed to send challenge. Please try again."));
  });

  it("opens from a friend's Challenge button with that friend chosen", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Challenge Cy" }));
    await screen.findByRole("heading", { name: "Send a challenge" });
    expect(friendSelect().value).toBe("u-cy");
  });
});

describe("challenges", () => {
  const fromBo = challenge({
    id: "c2",
    challengerId: "u-bo",
    challengerName: "Bo",
    challengedId: "u-me",
    challengedName: "Mia",
    message: "Rematch?",
  });

  it("accepts a challenge to you and goes to its game", async () => {
    const { user, location } = setup("/friends?tab=challenges", {
      "GET /api/challenges": () => challenges({ incoming: [fromBo] }),
      "POST /api/challenges/c2/accept": () => ({
        challenge: { ...fromBo, status: "accepted", gameId: "g7" },
        gameId: "g7",
      }),
    });
    const item = await screen.findByTestId("challenge-c2");
    expect(within(item).getByText("Bo challenged you")).toBeTruthy();
    expect(within(item).getByText("“Rematch?”")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Challenges (1)" })).toBeTruthy();
    await user.click(within(item).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/game/g7"));
    expect(lastToast()?.title).toBe("Challenge Accepted");
  });

  it("declines a challenge to you", async () => {
    const { user } = setup("/friends?tab=challenges", {
      "GET /api/challenges": () => challenges({ incoming: [fromBo] }),
      "POST /api/challenges/c2/decline": () => ({ ...fromBo, status: "declined" }),
    });
    const item = await screen.findByTestId("challenge-c2");
    await user.click(within(item).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(lastToast()?.title).toBe("Challenge Declined"));
    expect(within(item).getByText("declined")).toBeTruthy();
    expect(within(item).queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("shows a challenge answered elsewhere as it is now when accepting is refused", async () => {
    const { user, server } = setup("/friends?tab=challenges", {
      "GET /api/challenges": () => challenges({ incoming: [fromBo] }),
      "POST /api/challenges/c2/accept": () => refusal(409, "This challenge has expired."),
    });
    const item = await screen.findByTestId("challenge-c2");
    server.on("GET /api/challenges", () => challenges({ incoming: [{ ...fromBo, status: "expired" }] }));
    await user.click(within(item).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(lastToast()?.description).toBe("This challenge has expired."));
    expect(await within(screen.getByTestId("challenge-c2")).findByText("expired")).toBeTruthy();
  });

  it("shows the result of a finished challenge and copies its share text", async () => {
    const done = challenge({
      id: "c3",
      status: "completed",
      gameId: "g3",
      result: { winnerId: "u-me", winnerName: "Mia", challengerScore: 12, challengedScore: 8 },
    });
    const lost = challenge({
      ...fromBo,
      id: "c4",
      status: "completed",
      gameId: "g4",
      result: { winnerId: "u-bo", winnerName: "Bo", challengerScore: 9, challengedScore: 4 },
    });
    const drawn = challenge({
      id: "c5",
      status: "completed",
      gameId: "g5",
      result: { winnerId: null, winnerName: null, challengerScore: 6, challengedScore: 6 },
    });
    const { user } = setup("/friends?tab=challenges", {
      "GET /api/challenges": () => challenges({ incoming: [lost], outgoing: [done, drawn] }),
      "POST /api/share-links": () => ({
        url: "https://rb.example/share/challenge/c3?s=abc",
        imageUrl: "https://rb.example/api/cards/challenge/c3.png?s=abc",
      }),
    });
    const won = await screen.findByTestId("challenge-c3");
    expect(within(won).getByTestId("challenge-result").textContent).toBe("You won · You 12 – Bo 8");
    expect(within(screen.getByTestId("challenge-c4")).getByTestId("challenge-result").textContent).toBe(
      "Bo won · You 4 – Bo 9",
    );
    expect(within(screen.getByTestId("challenge-c5")).getByTestId("challenge-result").textContent).toBe(
      "Draw · You 6 – Bo 6",
    );

    await user.click(within(won).getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("https://rb.example/share/challenge/c3?s=abc");
    await user.click(within(dialog).getByRole("button", { name: "Copy to Clipboard" }));
    await waitFor(() => expect(lastToast()?.title).toBe("Copied!"));
    expect(within(dialog).getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      "I played a Riddlebook challenge against Bo (Speed Round, 3 rounds). I won 12 to 8! Think you can write a riddle nobody can guess?\n\nhttps://rb.example/share/challenge/c3?s=abc",
    );
  });

  it("tells the challenger their challenge was accepted and offers its game", async () => {
    const { user, location } = setup("/friends?tab=challenges", {
      "GET /api/challenges": () =>
        challenges({ outgoing: [challenge({ id: "c6", status: "accepted", gameId: "g6" })] }),
    });
    const notice = await screen.findByText(/Bo accepted your challenge/);
    await user.click(within(notice.parentElement as HTMLElement).getByRole("button", { name: "Go to game" }));
    expect(location.history.at(-1)).toBe("/game/g6");
  });
});

describe("the leaderboard", () => {
  const board = (over: Record<string, unknown>) => ({
    scope: "global",
    period: "all",
    metric: "score",
    me: null,
    nextCursor: null,
    entries: [],
    ...over,
  });
  const myEntry = { ...entry(42, ME.id, "Mia", 7), isGuest: true };

  it("pins your own row below the list until a page shows it, then highlights it there", async () => {
    const { user, server } = setup("/friends?tab=leaderboard", {
      "GET /api/leaderboard?scope=global&period=all&metric=score": () =>
        board({
          entries: [entry(1, "u-bo", "Bo", 90), entry(2, "u-cy", "Cy", 80)],
          me: myEntry,
          nextCursor: "page2",
        }),
      "GET /api/leaderboard?scope=global&period=all&metric=score&cursor=page2": () =>
        board({ entries: [entry(3, "u-dee", "Dee", 70), myEntry], me: myEntry }),
    });
    const pinned = await screen.findByRole("rowgroup", { name: "Your rank" });
    expect(within(pinned).getByRole("row").textContent).toBe("42Mia (you)guest7");
    expect(screen.getAllByTestId("my-row")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.queryByRole("rowgroup", { name: "Your rank" })).toBeNull());
    const rows = screen.getAllByRole("row").map((r) => r.textContent);
    expect(rows).toEqual(["RankPlayerTotal score", "1Bo90", "2Cy80", "3Dee70", "42Mia (you)guest7"]);
    expect(screen.getByTestId("my-row").getAttribute("aria-current")).toBe("true");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(
      server.callsTo("GET /api/leaderboard?scope=global&period=all&metric=score&cursor=page2"),
    ).toHaveLength(1);
  });

  it("asks for the chosen scope, period and metric and explains the win rate's minimum", async () => {
    const { user, server } = setup("/friends?tab=leaderboard", {
      "GET /api/leaderboard?scope=global&period=all&metric=score": () => board({}),
      "GET /api/leaderboard?scope=friends&period=all&metric=score": () => board({ scope: "friends" }),
      "GET /api/leaderboard?scope=friends&period=week&metric=score": () => board({ scope: "friends" }),
      "GET /api/leaderboard?scope=friends&period=week&metric=win_rate": () =>
        board({
          scope: "friends",
          period: "week",
          metric: "win_rate",
          entries: [entry(1, "u-bo", "Bo", 0.625)],
        }),
    });
    await screen.findByText(/No one is ranked on this board yet/);
    const scopes = screen.getByRole("tablist", { name: "Whose board" });
    await user.click(within(scopes).getByRole("tab", { name: "Friends" }));
    await user.selectOptions(screen.getByLabelText("Period"), "week");
    await user.selectOptions(screen.getByLabelText("Rank by"), "win_rate");
    expect(screen.getByText("Win rate ranks players with at least 5 games this week.")).toBeTruthy();
    expect(await screen.findByRole("cell", { name: "63%" })).toBeTruthy();
    expect(server.callsTo("GET /api/leaderboard?scope=friends&period=week&metric=win_rate")).toHaveLength(1);
  });
});
