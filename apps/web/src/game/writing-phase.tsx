import { roundAt } from "@riddlebook/rules";
import { useRef } from "react";
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
  const picker = useRef<HTMLDivElement>(null);
  const riddleBox = useRef<HTMLTextAreaElement>(null);
  // Once a word is taken the player writes next: focus moves to the riddle box, unless they have
  // already moved it elsewhere (the chosen chip is busy meanwhile, so focus is on the body or the picker).
  const onChosen = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || picker.current?.contains(active))
      riddleBox.current?.focus();
  };

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
              <div ref={picker}>
                <WordPicker pageNumber={pageNumber} word={word} onChosen={onChosen} />
              </div>
              <RiddleForm pageNumber={pageNumber} word={word} boxRef={riddleBox} />
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
