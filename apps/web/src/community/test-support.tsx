import type { DailyRiddle, PublishedRiddle, VaultRiddle } from "@riddlebook/protocol";
import type { Role } from "@riddlebook/rules";
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { AUTH_USER_KEY } from "../lib/query-client";
import { ME, renderSignedIn } from "../social/test-support";
import type { fakeServer } from "../test-support/fake-server";

/** Fixtures for the community screens' tests. The signed-in user is Mia ("u-me"), in the given role. */

const T0 = 1_900_000_000_000;

export function published(overrides: Partial<PublishedRiddle> & { id: string }): PublishedRiddle {
  return {
    selectedWord: "clock",
    riddleText: "I have hands but cannot clap.",
    playerName: "Bo",
    authorUsername: "bo",
    gameMode: "standard",
    difficulty: "medium",
    pageNumber: 1,
    publishedAt: T0,
    totalGuesses: 0,
    correctGuesses: 0,
    reviewNotes: null,
    reviewedBy: null,
    reviewedAt: null,
    status: "pending",
    hidden: false,
    reportCount: 0,
    averageRating: null,
    ratingCount: 0,
    ...overrides,
  };
}

/** A Vault riddle on page 1 whose word is "clock", before any guess. */
export function vaultRiddle(overrides: Partial<VaultRiddle> = {}): VaultRiddle {
  return {
    id: "pr-1",
    riddleText: "I have hands but cannot clap.",
    playerName: "Bo",
    pageNumber: 1,
    pageTitle: "Common Objects",
    choices: ["apple", "chair", "clock", "window"],
    difficulty: "medium",
    solveRate: 0.5,
    averageRating: 4,
    ratingCount: 2,
    guesses: [],
    triesLeft: 3,
    solved: false,
    answer: null,
    myRating: null,
    ...overrides,
  };
}

export function daily(overrides: Partial<DailyRiddle> = {}): DailyRiddle {
  return {
    number: 142,
    date: "2030-03-17",
    riddle: vaultRiddle(),
    shareText: "Riddlebook #142 🟥🟩 2/3\nhttps://riddlebook.example/daily",
    currentStreak: 3,
    ownRiddle: false,
    ...overrides,
  };
}

/** An error answer as the server sends them. */
export function refusal(status: number, message?: string, code = "forbidden"): Response {
  const body = message === undefined ? "" : JSON.stringify({ message, code });
  return new Response(body, { status, headers: { "Content-Type": "application/json" } });
}

/**
 * Renders `ui` signed in as Mia with `role` at `path`, with the fake server answering `routes` (the
 * friends screens' `renderSignedIn`, then the role).
 */
export function renderAs(
  role: Role,
  ui: ReactNode,
  options: { path: string; routes?: Parameters<typeof fakeServer>[0] },
) {
  const rendered = renderSignedIn(ui, options);
  act(() => {
    rendered.queryClient.setQueryData(AUTH_USER_KEY, { ...ME, role });
  });
  return rendered;
}
