import type { GameSettingsChange } from "@riddlebook/protocol";
import { type GameMode, roundChoices } from "@riddlebook/rules";
import { Card, CheckboxField, inputClass } from "../components/ui";
import { useGameAction } from "../hooks/use-game-action";
import { gameText } from "../i18n/en/game";
import { patchGame } from "../lib/game-api";
import { modeLabel } from "../lib/game-logic";
import { useGame } from "./context";

/**
 * The round counts offered for a mode, as on the screens that create games (docs/product.md §4,
 * "Rounds": 3/5/7 for battles, 5/7/10 otherwise), plus the game's own count when it is none of them.
 */
function roundsOffered(gameMode: GameMode, current: number): number[] {
  return [...new Set([...roundChoices(gameMode).options, current])].sort((a, b) => a - b);
}

const roundsText = (count: number) => gameText.t("rounds", { count });

/**
 * The game's settings in setup (docs/product.md §3, "Play again"): the host changes the number of
 * rounds, the visibility and the page option, each change sent at once as PATCH /api/games/:id
 * `{settings}`; everyone else reads them. The mode is shown and never changes.
 */
export function GameSettingsCard() {
  const t = gameText.useT();
  const { view, isHost } = useGame();
  const { game } = view;
  const change = useGameAction({
    gameId: game.id,
    call: (settings: GameSettingsChange) => patchGame(game.id, { settings }),
    failureText: t("settings.failed"),
  });
  // While a change is on its way, the controls show it rather than the value it replaces.
  const pending = change.isPending ? change.variables : undefined;
  const totalRounds = pending?.totalRounds ?? game.totalRounds;
  const isPublic = pending?.isPublic ?? game.isPublic;
  const showPage = pending?.showPageWhileGuessing ?? game.showPageWhileGuessing;

  return (
    <Card aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-xl font-bold text-slate-900">
        {t("settings.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("settings.modeFixed", { mode: modeLabel(game.gameMode) })}
      </p>
      {isHost ? (
        <div className="mt-3 grid gap-3">
          <div className="grid gap-1">
            <label htmlFor="settings-rounds" className="text-sm font-semibold text-slate-800">
              {t("settings.roundsLabel")}
            </label>
            <select
              id="settings-rounds"
              value={totalRounds}
              onChange={(e) => change.mutate({ totalRounds: Number(e.target.value) })}
              disabled={change.isPending}
              className={`${inputClass} min-h-11 sm:w-auto`}
            >
              {roundsOffered(game.gameMode, game.totalRounds).map((n) => (
                <option key={n} value={n}>
                  {roundsText(n)}
                </option>
              ))}
            </select>
          </div>
          <CheckboxField
            checked={isPublic}
            onChange={(on) => change.mutate({ isPublic: on })}
            disabled={change.isPending}
          >
            {t("settings.publicToggle")}
          </CheckboxField>
          <CheckboxField
            checked={showPage}
            onChange={(on) => change.mutate({ showPageWhileGuessing: on })}
            disabled={change.isPending}
          >
            {t("settings.showPageToggle")}
          </CheckboxField>
        </div>
      ) : (
        <dl
          className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800"
          data-testid="game-settings"
        >
          <dt className="font-semibold">{t("settings.rounds")}</dt>
          <dd>{roundsText(game.totalRounds)}</dd>
          <dt className="font-semibold">{t("settings.visibility")}</dt>
          <dd>{game.isPublic ? t("settings.public") : t("settings.private")}</dd>
          <dt className="font-semibold">{t("settings.pageWhileGuessing")}</dt>
          <dd>{game.showPageWhileGuessing ? t("settings.shown") : t("settings.hidden")}</dd>
        </dl>
      )}
    </Card>
  );
}
