import { roundAt } from "@riddlebook/rules";
import { Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { useGame } from "./context";
import { PhaseHeader } from "./phase-header";
import { PlayersCard } from "./players-card";
import { PromptCard } from "./prompt-card";
import { RiddleForm } from "./riddle-form";
import { SubmittedRiddle } from "./submitted-riddle";
import { WordPicker } from "./word-picker";
import { WritingRulesCard } from "./writing-rules-card";

/** Writing: the word, the riddle, the rules and the clock. The server ends the phase. */
export function WritingPhase() {
  const t = gameText.useT();
  const { view, offset } = useGame();
  const { game } = view;
  const round = roundAt(view.rounds, game.currentRound);
  const pageNumber = round?.pageNumber ?? game.currentPageNumber;
  const word = view.me?.word ?? null;
  const ownRiddle = round?.riddles.find((r) => r.isOwn) ?? null;
  const submitted = view.me?.riddleId != null || ownRiddle !== null;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="writing-title">
          <PhaseHeader
            id="writing-title"
            title={t("writing.title")}
            deadline={game.deadline}
            startedAt={game.phaseStartedAt}
            offset={offset}
          />
          {submitted ? (
            <SubmittedRiddle riddle={ownRiddle} gameName={game.name} />
          ) : (
            <div className="mt-4 grid gap-5">
              <WordPicker pageNumber={pageNumber} word={word} />
              <RiddleForm pageNumber={pageNumber} word={word} />
            </div>
          )}
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <PromptCard />
        <WritingRulesCard />
        <PlayersCard titleId="table-title" phase="writing" />
      </div>
    </div>
  );
}
