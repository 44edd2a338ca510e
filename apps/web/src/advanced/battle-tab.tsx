import type { FriendsResponse } from "@riddlebook/protocol";
import {
  BOT_DIFFICULTIES,
  type BotDifficulty,
  CHALLENGE_ROUND_OPTIONS,
  type ChallengeRoundOption,
  DEFAULT_BATTLE_ROUNDS,
} from "@riddlebook/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button, inputClass } from "../components/ui";
import { QuickMatchSearching } from "../home/quick-match-searching";
import { useQuickMatch } from "../home/use-quick-match";
import { useAuth } from "../hooks/use-auth";
import { advancedText } from "../i18n/en/advanced";
import { USER_GAMES_KEY } from "../lib/game-api";
import { rememberSeat } from "../lib/seat-memory";
import { toastError } from "../lib/toast-error";
import { CHALLENGES_KEY, FRIENDS_KEY, sendChallenge } from "../social/social-api";
import { toast } from "../toast/toast-store";
import { createBattle } from "./battle-api";

const OPPONENTS = ["bot", "friend", "anyone"] as const;
type Opponent = (typeof OPPONENTS)[number];

/** A group of radio buttons with a legend, laid out as buttons. */
function Choices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-violet-50"
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-6 w-6 shrink-0 accent-brand"
            />
            <span>
              <span className="font-semibold text-slate-900">{option.label}</span>
              {option.hint ? <span className="block text-xs text-slate-600">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Against a bot: one call makes the battle, already in writing, and lands the player in it. */
function BotOpponent({ rounds }: { rounds: ChallengeRoundOption }) {
  const t = advancedText.useT();
  const [difficulty, setDifficulty] = useState<BotDifficulty>("medium");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const start = useMutation({
    mutationFn: () => createBattle({ opponent: { kind: "bot", difficulty }, rounds }),
    onSuccess: (res) => {
      rememberSeat(res.gameId, { id: res.playerId, name: user?.username ?? "" });
      void queryClient.invalidateQueries({ queryKey: USER_GAMES_KEY });
      toast({
        title: advancedText.t("battle.startedTitle"),
        description: advancedText.t("battle.startedText", {
          difficulty: advancedText.t(`difficulties.${difficulty}`),
          rounds: advancedText.t("rounds", { count: rounds }),
        }),
      });
      navigate(`/game/${res.gameId}`);
    },
    onError: (error) =>
      toastError(error, advancedText.t("errorTitle"), advancedText.t("battle.createFailed")),
  });
  return (
    <div className="grid gap-4">
      <Choices
        legend={t("battle.botDifficulty")}
        name="difficulty"
        options={BOT_DIFFICULTIES.map((d) => ({
          value: d,
          label: t(`difficulties.${d}`),
          hint: t(`battle.difficultyHints.${d}`),
        }))}
        value={difficulty}
        onChange={setDifficulty}
      />
      <Button size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
        {start.isPending ? t("battle.starting") : t("battle.start")}
      </Button>
    </div>
  );
}

/** Against a friend: a head-to-head challenge with these rounds, sent through the challenges API. */
function FriendOpponent({ rounds }: { rounds: ChallengeRoundOption }) {
  const t = advancedText.useT();
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const [friendId, setFriendId] = useState("");
  const queryClient = useQueryClient();
  const list = friends.data?.friends ?? [];
  const chosen = friendId || list[0]?.id || "";
  const send = useMutation({
    mutationFn: () => sendChallenge({ friendId: chosen, gameMode: "head_to_head", roundCount: rounds }),
    onSuccess: (challenge) => {
      void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
      toast({
        title: advancedText.t("battle.sentTitle"),
        description: advancedText.t("battle.sentText", {
          name: challenge.challengedName,
          rounds: advancedText.t("rounds", { count: rounds }),
        }),
      });
    },
    onError: (error) => toastError(error, advancedText.t("errorTitle"), advancedText.t("battle.sendFailed")),
  });
  if (friends.isLoading) return <p className="text-slate-700">{t("battle.loadingFriends")}</p>;
  if (list.length === 0) {
    return (
      <p className="text-slate-700">
        {t("battle.noFriends")}{" "}
        <Link href="/friends" className="font-semibold text-brand-dark underline">
          {t("battle.findFriends")}
        </Link>
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor="battle-friend" className="text-sm font-semibold text-slate-800">
          {t("battle.friend")}
        </label>
        <select
          id="battle-friend"
          className={inputClass}
          value={chosen}
          onChange={(e) => setFriendId(e.target.value)}
        >
          {list.map((friend) => (
            <option key={friend.id} value={friend.id}>
              {friend.name}
            </option>
          ))}
        </select>
      </div>
      <Button size="lg" disabled={send.isPending || !chosen} onClick={() => send.mutate()}>
        {send.isPending ? t("battle.sending") : t("battle.sendChallenge")}
      </Button>
      <p className="text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="battle.followIt"
          components={{
            challenges: (
              <Link href="/friends?tab=challenges" className="font-semibold text-brand-dark underline" />
            ),
          }}
        />
      </p>
    </div>
  );
}

/** Against anyone: quick match's head-to-head queue, with its searching view and bot offer. */
function AnyoneOpponent({ rounds }: { rounds: ChallengeRoundOption }) {
  const t = advancedText.useT();
  const quick = useQuickMatch();
  if (quick.searching) {
    return (
      <QuickMatchSearching
        since={quick.since}
        now={quick.now}
        shown={quick.shown}
        botOffer={quick.botOfferAvailable}
        onPlayWithBot={() => quick.bot.mutate()}
        botPending={quick.bot.isPending}
        onLeave={() => quick.leave.mutate()}
        leavePending={quick.leave.isPending}
      />
    );
  }
  return (
    <Button
      size="lg"
      disabled={quick.join.isPending}
      onClick={() => quick.start({ gameMode: "head_to_head", preferredRounds: rounds, skillLevel: "any" })}
    >
      {quick.join.isPending ? t("battle.joining") : t("battle.findOpponent")}
    </Button>
  );
}

function Panel({ children }: { children: ReactNode }) {
  const t = advancedText.useT();
  return (
    <section aria-labelledby="battle-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="battle-heading" className="text-xl font-bold text-slate-900">
        {t("battle.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("battle.intro")}</p>
      {children}
    </section>
  );
}

/**
 * The Head-to-Head Battle tab (docs/product.md §2, §3 and §9): rounds 3, 5 or 7 (3 by default) and
 * an opponent, a bot of a chosen difficulty (`POST /api/battles`), a friend (a head-to-head
 * challenge) or anyone (quick match's head-to-head queue).
 */
export default function BattleTab() {
  const t = advancedText.useT();
  const { user } = useAuth();
  const [rounds, setRounds] = useState<ChallengeRoundOption>(DEFAULT_BATTLE_ROUNDS);
  const [opponent, setOpponent] = useState<Opponent>("bot");
  if (!user) {
    return (
      <Panel>
        <p className="mt-4 text-slate-800" role="status">
          {t("battle.mustLogIn")}{" "}
          <Link href="/login" className="font-semibold text-brand-dark underline">
            {t("battle.logIn")}
          </Link>
        </p>
      </Panel>
    );
  }
  return (
    <Panel>
      <div className="mt-4 grid gap-5">
        <Choices
          legend={t("battle.rounds")}
          name="rounds"
          options={CHALLENGE_ROUND_OPTIONS.map((n) => ({ value: n, label: t("rounds", { count: n }) }))}
          value={rounds}
          onChange={setRounds}
        />
        <Choices
          legend={t("battle.opponent")}
          name="opponent"
          options={OPPONENTS.map((o) => ({
            value: o,
            label: t(`battle.opponents.${o}.label`),
            hint: t(`battle.opponents.${o}.hint`),
          }))}
          value={opponent}
          onChange={setOpponent}
        />
        {opponent === "bot" ? <BotOpponent rounds={rounds} /> : null}
        {opponent === "friend" ? <FriendOpponent rounds={rounds} /> : null}
        {opponent === "anyone" ? <AnyoneOpponent rounds={rounds} /> : null}
      </div>
    </Panel>
  );
}
