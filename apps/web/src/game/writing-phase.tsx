import { checkRiddle, riddleLength } from "@riddlebook/words/check";
import { PAGE_DATA_LOADERS } from "@riddlebook/words/page-data";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Badge, Button, Card } from "../components/ui";
import {
  chooseWord,
  getWordbookPage,
  publishRiddle,
  rerollPrompt,
  submitRiddle,
  type WordbookPage,
  wordbookPageKey,
} from "../lib/game-api";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import { useGame } from "./context";
import { Countdown } from "./countdown";
import { PlayerList } from "./player-list";
import { RiddleEditor } from "./riddle-editor";
import { ShareDialog } from "./share-dialog";
import { WordbookDialog } from "./wordbook-dialog";

const WRITING_RULES = [
  "Don't use the secret word or any form of it (plurals, tenses, words built on it).",
  "Avoid direct synonyms of the word.",
  "No obvious rhymes with the word.",
  "Be creative and metaphorical: write it in verse if you can.",
] as const;

const DRAFT_THROTTLE_MS = 1000;

function PromptCard() {
  const { view, refresh } = useGame();
  const prompt = view.me?.prompt ?? null;
  const reroll = useMutation({
    mutationFn: () => rerollPrompt(view.game.id),
    onSuccess: refresh,
    onError: (error) => toastError(error, "Error", "Failed to update game. Please try again."),
  });
  if (view.game.gameMode !== "style_challenge" && view.game.gameMode !== "character_voice") return null;
  const isStyle = view.game.gameMode === "style_challenge";
  return (
    <Card aria-labelledby="prompt-title" className="border-amber-300 bg-amber-50">
      <h3 id="prompt-title" className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
        {isStyle ? "Your style challenge" : "Your character"}
      </h3>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="writing-prompt">
        {prompt ?? "Being assigned..."}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {isStyle ? "Write your riddle in this style." : "Write your riddle in this character's voice."}
      </p>
      {view.me?.riddleId ? null : (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => reroll.mutate()}
          disabled={reroll.isPending}
        >
          New Challenge
        </Button>
      )}
    </Card>
  );
}

/** Writing (spec 2): the word, the riddle, the rules and the clock. The server ends the phase. */
export function WritingPhase() {
  const { view, me, offset, draft: savedDraft, draftRound, snapshots, send, refresh } = useGame();
  const { game } = view;
  const draft = draftRound === game.currentRound ? savedDraft : null;
  const mine = view.me;
  const round = view.rounds[game.currentRound - 1];
  const pageNumber = round?.pageNumber ?? game.currentPageNumber;
  const word = mine?.word ?? null;
  const ownRiddle = round?.riddles.find((r) => r.isOwn) ?? null;
  const submitted = mine?.riddleId != null || ownRiddle !== null;

  const page = useQuery<WordbookPage>({
    queryKey: wordbookPageKey(pageNumber ?? 0),
    queryFn: () => getWordbookPage(pageNumber ?? 0),
    enabled: pageNumber !== null,
  });
  // The checker's data for this page only: one small lazily loaded chunk.
  const pageData = useQuery({
    queryKey: ["page-data", pageNumber],
    queryFn: () => PAGE_DATA_LOADERS.get(pageNumber ?? 0)?.() ?? Promise.resolve(null),
    enabled: pageNumber !== null,
  });

  const [text, setText] = useState(() => draft ?? "");
  const touched = useRef(false);
  const [publish, setPublish] = useState(false);

  // A draft from a snapshot that arrives after the editor mounted (a refresh) fills an untouched editor.
  useEffect(() => {
    if (snapshots > 0 && !touched.current && draft) setText(draft);
  }, [snapshots, draft]);

  // save_draft, at most once a second, with the latest text.
  const lastSent = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => () => clearTimeout(pending.current), []);
  const saveDraft = () => {
    if (pending.current) return;
    const wait = Math.max(0, lastSent.current + DRAFT_THROTTLE_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = undefined;
      lastSent.current = Date.now();
      send({ type: "save_draft", text: latest.current });
    }, wait);
  };

  const onChange = (next: string) => {
    touched.current = true;
    setText(next);
    saveDraft();
  };

  const check = useMemo(
    () => (word && pageData.isSuccess ? checkRiddle(word, text, pageData.data ?? undefined) : null),
    [word, text, pageData.isSuccess, pageData.data],
  );
  const length = riddleLength(text);
  const hasViolation = text.trim() !== "" && check !== null && !check.ok;

  const choose = useMutation({
    mutationFn: (w: string) => chooseWord(game.id, w),
    onSuccess: refresh,
    onError: (error) => toastError(error, "Error", "Failed to update game. Please try again."),
  });

  const submit = useMutation({
    mutationFn: async () => {
      const res = await submitRiddle({
        gameId: game.id,
        playerId: me.id,
        round: game.currentRound,
        selectedWord: word ?? "",
        riddleText: text,
      });
      return res;
    },
    onSuccess: (res) => {
      toast({ title: "Riddle Submitted!", description: "Now wait for the others to finish." });
      send({ type: "save_draft", text: "" });
      if (publish) {
        publishRiddle(res.id, me.name, game.gameMode)
          .then(() =>
            toast({
              title: "Riddle Submitted for Review",
              description: "Once approved, it appears in the community collection.",
            }),
          )
          .catch((error: unknown) => console.warn("Publishing the riddle failed:", error));
      }
      refresh();
    },
    onError: (error) => toastError(error, "Error", "Failed to submit riddle. Please try again."),
  });

  const onSubmit = () => {
    if (!word) {
      toast({ title: "Error", description: "Please select a word first", variant: "destructive" });
      return;
    }
    if (text.trim() === "" || (check !== null && !check.ok)) {
      toast({
        title: "Invalid Riddle",
        description: "Please check the writing rules and try again.",
        variant: "destructive",
      });
      return;
    }
    submit.mutate();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card aria-labelledby="writing-title">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="writing-title" className="text-xl font-bold text-slate-900">
              Write your riddle
            </h2>
            <Countdown deadline={game.deadline} offset={offset} label="Time left" />
          </div>
          {submitted ? (
            <div className="mt-4 grid gap-3" role="status">
              <p className="font-semibold text-green-800">
                Riddle submitted! Waiting for the other players...
              </p>
              {ownRiddle?.word ? (
                <p className="text-slate-800">
                  Your word: <strong className="uppercase">{ownRiddle.word}</strong>
                </p>
              ) : null}
              {ownRiddle?.text ? (
                <blockquote className="rounded-lg bg-violet-50 p-3 whitespace-pre-wrap text-slate-900">
                  {ownRiddle.text}
                </blockquote>
              ) : null}
              {ownRiddle?.text ? (
                <div>
                  <ShareDialog riddleText={ownRiddle.text} gameName={game.name} />
                </div>
              ) : null}
            </div>
          ) : (
            <div className="mt-4 grid gap-5">
              <section aria-labelledby="word-title">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="word-title" className="font-semibold text-slate-900">
                    1. Choose your secret word
                    {page.data ? (
                      <span className="font-normal text-slate-600">
                        {" "}
                        from page {page.data.pageNumber}: {page.data.category}
                      </span>
                    ) : null}
                  </h3>
                  <WordbookDialog
                    roundPage={pageNumber}
                    onChoose={(w) => choose.mutate(w)}
                    disabled={choose.isPending}
                  />
                </div>
                {word ? (
                  <p className="mt-2 text-slate-800" data-testid="secret-word">
                    Your secret word: <strong className="text-lg uppercase">{word}</strong>{" "}
                    <span className="text-sm text-slate-600">(only you can see it)</span>
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">Nobody else sees which word you pick.</p>
                )}
                {page.isError ? (
                  <p role="alert" className="mt-2 font-medium text-red-700">
                    Failed to load wordbook page
                  </p>
                ) : null}
                <ul aria-label="Words on this page" className="mt-3 flex flex-wrap gap-2">
                  {(page.data?.words ?? []).map((w) => (
                    <li key={w}>
                      <Button
                        variant={w === word ? "primary" : "outline"}
                        size="sm"
                        aria-pressed={w === word}
                        onClick={() => choose.mutate(w)}
                        disabled={choose.isPending}
                      >
                        {w}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-label="2. Write" className="grid gap-3">
                <RiddleEditor
                  text={text}
                  onChange={onChange}
                  check={check}
                  length={length}
                  disabled={submit.isPending}
                />
                <label className="flex min-h-11 items-center gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    checked={publish}
                    onChange={(e) => setPublish(e.target.checked)}
                    className="h-5 w-5 accent-brand"
                  />
                  Submit my riddle for community review
                </label>
                <div>
                  <Button size="lg" onClick={onSubmit} disabled={hasViolation || submit.isPending}>
                    {submit.isPending ? "Submitting..." : "Submit Riddle"}
                  </Button>
                </div>
              </section>
            </div>
          )}
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <PromptCard />
        <Card aria-labelledby="rules-title">
          <h2 id="rules-title" className="font-semibold text-slate-900">
            Writing rules
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {WRITING_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            Highlighted in <Badge tone="amber">amber</Badge>: allowed, but makes it easy.
          </p>
        </Card>
        <Card aria-labelledby="table-title">
          <h2 id="table-title" className="font-semibold text-slate-900">
            Players
          </h2>
          <div className="mt-2">
            <PlayerList players={view.players} viewerId={view.viewerId} phase="writing" />
          </div>
        </Card>
      </div>
    </div>
  );
}
