import type { TournamentDetail } from "@riddlebook/protocol";
import { BOT_DIFFICULTIES, type BotDifficulty, byesFor, TOURNAMENT_MIN_ENTRANTS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Card, inputClass } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { tournamentText } from "../i18n/en/tournament";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { addTournamentBot, joinTournament, leaveTournament, startTournament } from "./tournament-api";
import { storeTournament } from "./tournament-live";

/** A call that answers the tournament: its answer goes into the cache, its failure into a toast. */
function useTournamentCall<A = void>(
  call: (arg: A) => Promise<TournamentDetail>,
  onDone: (detail: TournamentDetail, arg: A) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail, arg) => {
      storeTournament(queryClient, detail);
      onDone(detail, arg);
    },
    onError: (error) => toastError(error, commonText.t("error"), tournamentText.t("registration.failed")),
  });
}

/**
 * What starting now draws (the rules' `byesFor`): byes for the top seeds in an elimination bracket
 * whose entrants are not a power of two, a sit-out each round in an odd round robin, and nothing
 * when the field is full, so a 4-player bracket promises no byes (issue 31 item 19).
 */
function ByesHint({ detail }: { detail: TournamentDetail }) {
  const t = tournamentText.useT();
  if (detail.entrantCount < TOURNAMENT_MIN_ENTRANTS) return null;
  const byes = byesFor(detail.format, detail.entrantCount);
  if (byes === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="start-byes">
      {detail.format === "round_robin"
        ? t("registration.startSitOut")
        : t("registration.startByes", { count: byes })}
    </p>
  );
}

/** The creator's controls while registering: add a bot of a chosen difficulty, and start early. */
function CreatorControls({ detail }: { detail: TournamentDetail }) {
  const t = tournamentText.useT();
  const [difficulty, setDifficulty] = useState<BotDifficulty>("medium");
  const addBot = useTournamentCall(
    (level: BotDifficulty) => addTournamentBot(detail.id, { difficulty: level }),
    (next) => {
      const bot = next.entrants.find((e) => e.isBot && !detail.entrants.some((old) => old.id === e.id));
      if (bot) toast({ title: t("registration.botAdded", { name: bot.name }) });
    },
  );
  const start = useTournamentCall(
    () => startTournament(detail.id),
    () => toast({ title: t("registration.started") }),
  );
  const full = detail.entrantCount >= detail.size;
  const canStart = detail.entrantCount >= TOURNAMENT_MIN_ENTRANTS;
  return (
    <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-bold text-slate-900">{t("registration.creator")}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="tournament-bot-difficulty" className="text-sm font-semibold text-slate-800">
            {t("registration.botDifficulty")}
          </label>
          <select
            id="tournament-bot-difficulty"
            className={inputClass}
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as BotDifficulty)}
          >
            {BOT_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`difficulty.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          disabled={full || addBot.isPending}
          onClick={() => addBot.mutate(difficulty)}
        >
          {addBot.isPending ? t("registration.addingBot") : t("registration.addBot")}
        </Button>
      </div>
      <div className="grid gap-1">
        <Button disabled={!canStart || start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? t("registration.starting") : t("registration.start")}
        </Button>
        <p className="text-sm text-slate-700">
          {t("registration.startHint", { count: detail.entrantCount })}
        </p>
        <ByesHint detail={detail} />
      </div>
    </div>
  );
}

/**
 * Registration while it is open: the viewer's standing with Join or Leave, and for the creator the
 * bot and start-early controls. `me` is the viewer's entrant id; `isCreator` whether they made it.
 */
export function RegistrationCard({
  detail,
  me,
  isCreator,
}: {
  detail: TournamentDetail;
  me: string | undefined;
  isCreator: boolean;
}) {
  const t = tournamentText.useT();
  const join = useTournamentCall(
    () => joinTournament(detail.id),
    () =>
      toast({
        title: t("registration.joined"),
        description: t("registration.joinedText", { name: detail.name }),
      }),
  );
  const leave = useTournamentCall(
    () => leaveTournament(detail.id),
    () => toast({ title: t("registration.left", { name: detail.name }) }),
  );
  const full = detail.entrantCount >= detail.size;
  const closed = Date.now() >= detail.registrationDeadline;
  let standing: string = t("registration.notEntered");
  if (me) standing = t("registration.entered");
  else if (full) standing = t("registration.full");
  else if (closed) standing = t("registration.closed");
  return (
    <Card aria-labelledby="registration-title">
      <h2 id="registration-title" className="text-lg font-bold text-slate-900">
        {t("registration.title")}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="registration-standing">
        {standing}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {me ? (
          <Button variant="outline" disabled={leave.isPending} onClick={() => leave.mutate()}>
            {leave.isPending ? t("registration.leaving") : t("registration.leave")}
          </Button>
        ) : (
          <Button disabled={full || closed || join.isPending} onClick={() => join.mutate()}>
            {join.isPending ? t("registration.joining") : t("registration.join")}
          </Button>
        )}
      </div>
      {isCreator ? <CreatorControls detail={detail} /> : null}
    </Card>
  );
}
