import type {
  Challenge,
  ChallengesResponse,
  Friend,
  FriendsResponse,
  LeaderboardEntry,
  User,
  UserPushMessage,
} from "@riddlebook/protocol";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AUTH_USER_KEY, createQueryClient } from "../lib/query-client";
import { fakeServer } from "../test-support/fake-server";
import { UserSocketProvider } from "./user-socket";

/** Fixtures and a fake user socket for the friends screens' tests. The signed-in user is Mia ("u-me"). */

export const ME: User = {
  id: "u-me",
  username: "mia",
  firstName: "Mia",
  lastName: "Moss",
  email: "mia@example.com",
  profileImageUrl: null,
  bio: null,
  favoriteWordCategory: null,
  skillLevel: "beginner",
  role: "player",
  isGuest: false,
  createdAt: "2031-01-01T00:00:00.000Z",
  lastLoginAt: null,
};

const T0 = 1_900_000_000_000;

export function friend(overrides: Partial<Friend> & { id: string; name: string }): Friend {
  return {
    email: `${overrides.name.toLowerCase()}@example.com`,
    status: "offline",
    activity: null,
    gamesPlayed: 10,
    winRate: 0.5,
    averageScore: 7.5,
    currentStreak: 2,
    since: T0,
    ...overrides,
  };
}

export function lists(overrides: Partial<FriendsResponse> = {}): FriendsResponse {
  return { friends: [], incoming: [], outgoing: [], blocked: [], ...overrides };
}

/** A challenge from Mia to Bo unless told otherwise. */
export function challenge(overrides: Partial<Challenge> & { id: string }): Challenge {
  return {
    challengerId: "u-me",
    challengerName: "Mia",
    challengedId: "u-bo",
    challengedName: "Bo",
    gameMode: "speed_round",
    roundCount: 3,
    message: null,
    status: "pending",
    createdAt: T0,
    expiresAt: T0 + 86_400_000,
    gameId: null,
    result: null,
    ...overrides,
  };
}

export function challenges(overrides: Partial<ChallengesResponse> = {}): ChallengesResponse {
  return { incoming: [], outgoing: [], ...overrides };
}

export function entry(rank: number, userId: string, name: string, value: number): LeaderboardEntry {
  return { rank, userId, name, isGuest: false, value, gamesPlayed: 10, wins: 3, totalScore: value };
}

/**
 * A stand-in for the browser's WebSocket: records what the page sends; the test opens it and
 * pushes server messages. `FakeUserSocket.last` is the newest one. It answers the live socket's
 * heartbeat `ping` with a `pong` at once, as every server socket does, and counts it in `pings`
 * rather than `sent`.
 */
export class FakeUserSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeUserSocket[] = [];

  static get last(): FakeUserSocket {
    const socket = FakeUserSocket.all.at(-1);
    if (!socket) throw new Error("No socket was opened.");
    return socket;
  }

  readyState = FakeUserSocket.CONNECTING;
  readonly sent: unknown[] = [];
  pings = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeUserSocket.all.push(this);
  }

  send(text: string): void {
    const message: unknown = JSON.parse(text);
    if ((message as { type?: unknown }).type === "ping") {
      this.pings += 1;
      this.onmessage?.({ data: JSON.stringify({ type: "pong", serverTime: Date.now() }) });
      return;
    }
    this.sent.push(message);
  }

  close(code = 1000): void {
    if (this.readyState === FakeUserSocket.CLOSED) return;
    this.readyState = FakeUserSocket.CLOSED;
    this.onclose?.({ code });
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeUserSocket.OPEN;
    this.onopen?.();
  }

  /** The server pushes a message. */
  push(message: UserPushMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/**
 * Renders `ui` signed in as Mia at `path` (a memory location), with the fake server answering
 * `routes`, and, with `socket`, inside the app's user-socket provider.
 */
export function renderSignedIn(
  ui: ReactNode,
  {
    path = "/friends",
    routes = {},
    socket = false,
  }: { path?: string; routes?: Parameters<typeof fakeServer>[0]; socket?: boolean } = {},
) {
  const server = fakeServer(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(AUTH_USER_KEY, ME);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {socket ? <UserSocketProvider>{ui}</UserSocketProvider> : ui}
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, server, queryClient, location };
}
