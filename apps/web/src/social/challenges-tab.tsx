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
import { socialText } from "../i18n/en/social";
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
import { challengeSummary } from "./social-pushes";
import { challengeResultText, challengeScoreText, challengeShareText, opponentName } from "./social-text";
import { SectionTitle, SelectField, StatusBadge } from "./social-ui";

/** The send-challenge form: a friend and a mode are required; 3, 5 or 7 rounds; a short message. */
function SendChallengeForm({ initialFriendId }: { initialFriendId: string | undefined }) {
  const t = socialText.useT();
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
        title: socialText.t("sendChallenge.sentTitle"),
        description: socialText.t("sendChallenge.sentText", { name: challenge.challengedName }),
      });
      setGameMode("");
      setMessage("");
    },
    onError: (error) => toastError(error, socialText.t("errorTitle"), socialText.t("sendChallenge.failed")),
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
      <SectionTitle id="send-challenge-title" title={t("sendChallenge.title")} />
      {friends.data && list.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("sendChallenge.noFriends")}</p>
      ) : null}
      <form onSubmit={onSubmit} className="mt-3 grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="challenge-friend"
            label={t("sendChallenge.friend")}
            value={friendId}
            onChange={setFriendId}
            placeholder={t("sendChallenge.chooseFriend")}
            options={list.map((f) => ({ value: f.id, label: f.name }))}
          />
          <SelectField
            id="challenge-mode"
            label={t("sendChallenge.mode")}
            value={gameMode}
            onChange={(v) => setGameMode(v as ChallengeGameMode | "")}
            placeholder={t("sendChallenge.chooseMode")}
            options={CHALLENGE_GAME_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
          />
          <SelectField
            id="challenge-rounds"
            label={t("sendChallenge.rounds")}
            value={roundCount}
            onChange={(v) => setRoundCount(Number(v))}
            options={CHALLENGE_ROUNDS.map((n) => ({
              value: n,
              label: t("sendChallenge.roundCount", { count: n }),
            }))}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="challenge-message" className="text-sm font-semibold text-slate-800">
            {t("sendChallenge.message")}
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
            {send.isPending ? t("sendChallenge.sending") : t("sendChallenge.send")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** One challenge, from either side: who, what, status, its result, and what can be done now. */
function ChallengeItem({ challenge, me }: { challenge: Challenge; me: string | undefined }) {
  const t = socialText.useT();
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
      toast({
        title: socialText.t("challenge.acceptedTitle"),
        description: socialText.t("challenge.acceptedText", { name: other }),
      });
      navigate(`/game/${answer.gameId}`);
    },
    onError: (error) => {
      toastError(error, socialText.t("errorTitle"), socialText.t("challenge.acceptFailed"));
      refresh(error);
    },
  });
  const decline = useMutation({
    mutationFn: () => declineChallenge(challenge.id),
    onSuccess: (answer) => {
      storeChallenge(queryClient, answer, me);
      toast({
        title: socialText.t("challenge.declinedTitle"),
        description: socialText.t("challenge.declinedText", { name: other }),
      });
    },
    onError: (error) => {
      toastError(error, socialText.t("errorTitle"), socialText.t("challenge.declineFailed"));
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
          {incoming
            ? t("challenge.challengedYou", { name: other })
            : t("challenge.youChallenged", { name: other })}
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
              {t("challenge.accept")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => decline.mutate()} disabled={busy}>
              {t("challenge.decline")}
            </Button>
          </>
        ) : null}
        {challenge.status === "accepted" && challenge.gameId ? (
          <Button size="sm" onClick={() => navigate(`/game/${challenge.gameId}`)}>
            {t("challenge.goToGame")}
          </Button>
        ) : null}
        <ShareDialog
          triggerLabel={t("challenge.share")}
          triggerVariant="ghost"
          title={t("challenge.shareTitle")}
          description={t("challenge.shareText")}
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
      <SectionTitle id={id} title={title} count={list.length} />
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
  const t = socialText.useT();
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
            {t("challenges.waiting", { name: c.challengedName, summary: challengeSummary(c) })}
          </p>
          <Button size="sm" onClick={() => navigate(`/game/${c.gameId}`)}>
            {t("challenge.goToGame")}
          </Button>
        </div>
      ))}
      <SendChallengeForm initialFriendId={initialFriendId} />
      {challenges.isError && !challenges.data ? (
        <p role="alert" className="text-red-700">
          {t("challenges.loadFailed")}
        </p>
      ) : null}
      {challenges.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChallengeList
            id="incoming-challenges-title"
            title={t("challenges.toYou")}
            empty={t("challenges.none")}
            list={challenges.data.incoming}
            me={me}
          />
          <ChallengeList
            id="outgoing-challenges-title"
            title={t("challenges.yours")}
            empty={t("challenges.noneSent")}
            list={challenges.data.outgoing}
            me={me}
          />
        </div>
      ) : null}
    </div>
  );
}
