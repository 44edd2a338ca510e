import {
  CHALLENGE_GAME_MODES,
  CHALLENGE_MESSAGE_MAX,
  CHALLENGE_ROUNDS,
  type Challenge,
  type ChallengeGameMode,
  type ChallengesResponse,
  type FriendsResponse,
} from "@riddlebook/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button, Card, inputClass } from "../components/ui";
import { ShareDialog } from "../game/share-dialog";
import { useAuth } from "../hooks/use-auth";
import { errorStatus } from "../lib/api";
import { modeLabel } from "../lib/game-logic";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import {
  acceptChallenge,
  CHALLENGES_KEY,
  declineChallenge,
  FRIENDS_KEY,
  sendChallenge,
  storeChallenge,
} from "./social-api";
import {
  challengeResultText,
  challengeScoreText,
  challengeShareText,
  challengeSummary,
  opponentName,
} from "./social-text";
import { SectionTitle, SelectField, StatusBadge } from "./social-ui";

/** The send-challenge form: a friend and a mode are required; 3, 5 or 7 rounds; a short message. */
function SendChallengeForm({ initialFriendId }: { initialFriendId: string | undefined }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const list = friends.data?.friends ?? [];
  const [friendId, setFriendId] = useState(initialFriendId ?? "");
  const [gameMode, setGameMode] = useState<ChallengeGameMode | "">("");
  const [roundCount, setRoundCount] = useState<number>(CHALLENGE_ROUNDS[0]);
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: sendChallenge,
    onSuccess: (challenge) => {
      storeChallenge(queryClient, challenge, user?.id);
      toast({
        title: "Challenge Sent",
        description: `${challenge.challengedName} has 24 hours to accept.`,
      });
      setGameMode("");
      setMessage("");
    },
    onError: (error) => toastError(error, "Error", "Failed to send challenge. Please try again."),
  });
  const ready = friendId !== "" && gameMode !== "" && list.some((f) => f.id === friendId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || send.isPending) return;
    const text = message.trim();
    send.mutate({ friendId, gameMode, roundCount, ...(text ? { message: text } : {}) });
  };
  return (
    <Card aria-labelledby="send-challenge-title">
      <SectionTitle id="send-challenge-title">Send a challenge</SectionTitle>
      {friends.data && list.length === 0 ? (
        <p className="mt-2 text-slate-700">Add a friend first: challenges go to your friends.</p>
      ) : null}
      <form onSubmit={onSubmit} className="mt-3 grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="challenge-friend"
            label="Friend"
            value={friendId}
            onChange={setFriendId}
            placeholder="Choose a friend"
            options={list.map((f) => ({ value: f.id, label: f.name }))}
          />
          <SelectField
            id="challenge-mode"
            label="Game mode"
            value={gameMode}
            onChange={(v) => setGameMode(v as ChallengeGameMode | "")}
            placeholder="Choose a mode"
            options={CHALLENGE_GAME_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
          />
          <SelectField
            id="challenge-rounds"
            label="Rounds"
            value={roundCount}
            onChange={(v) => setRoundCount(Number(v))}
            options={CHALLENGE_ROUNDS.map((n) => ({ value: n, label: `${n} rounds` }))}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="challenge-message" className="text-sm font-semibold text-slate-800">
            Message (optional)
          </label>
          <textarea
            id="challenge-message"
            rows={2}
            maxLength={CHALLENGE_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby="challenge-message-count"
            className={inputClass}
          />
          <p id="challenge-message-count" className="text-right text-sm text-slate-600">
            {message.length}/{CHALLENGE_MESSAGE_MAX}
          </p>
        </div>
        <div>
          <Button type="submit" disabled={!ready || send.isPending}>
            {send.isPending ? "Sending..." : "Send Challenge"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** One challenge, from either side: who, what, status, its result, and what can be done now. */
function ChallengeItem({ challenge, me }: { challenge: Challenge; me: string | undefined }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const incoming = challenge.challengedId === me;
  const other = opponentName(challenge, me);
  const refresh = (error: unknown) => {
    // Already answered or expired: show the challenge as it is now.
    if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
  };
  const accept = useMutation({
    mutationFn: () => acceptChallenge(challenge.id),
    onSuccess: (answer) => {
      storeChallenge(queryClient, answer.challenge, me);
      toast({ title: "Challenge Accepted", description: `Your game with ${other} is ready.` });
      navigate(`/game/${answer.gameId}`);
    },
    onError: (error) => {
      toastError(error, "Error", "Failed to accept the challenge. Please try again.");
      refresh(error);
    },
  });
  const decline = useMutation({
    mutationFn: () => declineChallenge(challenge.id),
    onSuccess: (answer) => {
      storeChallenge(queryClient, answer, me);
      toast({ title: "Challenge Declined", description: `${other} will be told.` });
    },
    onError: (error) => {
      toastError(error, "Error", "Failed to decline the challenge. Please try again.");
      refresh(error);
    },
  });
  const result = challengeResultText(challenge, me);
  const scores = challengeScoreText(challenge, me);
  const busy = accept.isPending || decline.isPending;
  return (
    <li
      className="grid gap-2 rounded-lg border border-slate-200 p-3"
      data-testid={`challenge-${challenge.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {incoming ? `${other} challenged you` : `You challenged ${other}`}
        </p>
        <StatusBadge status={challenge.status} />
      </div>
      <p className="text-sm text-slate-700">{challengeSummary(challenge)}</p>
      {challenge.message ? (
        <blockquote className="rounded-lg bg-violet-50 p-2 text-sm break-words text-slate-900">
          “{challenge.message}”
        </blockquote>
      ) : null}
      {result ? (
        <p className="text-sm font-semibold text-slate-900" data-testid="challenge-result">
          {result}
          {scores ? <span className="font-normal text-slate-700"> · {scores}</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {incoming && challenge.status === "pending" ? (
          <>
            <Button size="sm" onClick={() => accept.mutate()} disabled={busy}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => decline.mutate()} disabled={busy}>
              Decline
            </Button>
          </>
        ) : null}
        {challenge.status === "accepted" && challenge.gameId ? (
          <Button size="sm" onClick={() => navigate(`/game/${challenge.gameId}`)}>
            Go to game
          </Button>
        ) : null}
        <ShareDialog
          triggerLabel="Share"
          triggerVariant="ghost"
          title="Share this challenge"
          description="Who challenged whom and, once played, the score. No riddle or word is included."
          text={challengeShareText(challenge, me)}
          link={{ request: { kind: "challenge", challengeId: challenge.id } }}
        />
      </div>
    </li>
  );
}

function ChallengeList({
  id,
  title,
  empty,
  list,
  me,
}: {
  id: string;
  title: string;
  empty: string;
  list: Challenge[];
  me: string | undefined;
}) {
  return (
    <Card aria-labelledby={id}>
      <SectionTitle id={id} count={list.length}>
        {title}
      </SectionTitle>
      {list.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {list.map((c) => (
            <ChallengeItem key={c.id} challenge={c} me={me} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The Challenges tab: a notice for your challenges accepted while you were away whose game is still
 * on, the send form, and the challenges to you and from you.
 */
export default function ChallengesTab({ initialFriendId }: { initialFriendId: string | undefined }) {
  const { user } = useAuth();
  const me = user?.id;
  const [, navigate] = useLocation();
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY, refetchOnMount: "always" });
  const waiting = (challenges.data?.outgoing ?? []).filter((c) => c.status === "accepted" && c.gameId);
  return (
    <div className="grid gap-6">
      {waiting.map((c) => (
        <div
          key={c.id}
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-green-300 bg-green-50 p-4"
        >
          <p className="font-semibold text-green-900">
            {c.challengedName} accepted your challenge ({challengeSummary(c)}). Your game is waiting.
          </p>
          <Button size="sm" onClick={() => navigate(`/game/${c.gameId}`)}>
            Go to game
          </Button>
        </div>
      ))}
      <SendChallengeForm initialFriendId={initialFriendId} />
      {challenges.isError && !challenges.data ? (
        <p role="alert" className="text-red-700">
          Could not load your challenges. Please reload the page.
        </p>
      ) : null}
      {challenges.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChallengeList
            id="incoming-challenges-title"
            title="Challenges to you"
            empty="No challenges yet."
            list={challenges.data.incoming}
            me={me}
          />
          <ChallengeList
            id="outgoing-challenges-title"
            title="Your challenges"
            empty="You have not challenged anyone yet."
            list={challenges.data.outgoing}
            me={me}
          />
        </div>
      ) : null}
    </div>
  );
}
