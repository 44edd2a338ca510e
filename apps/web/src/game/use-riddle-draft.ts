import { useEffect, useRef, useState } from "react";
import { useGame } from "./context";

/** The server keeps at most one draft write a second per socket; sending more often gains nothing. */
const DRAFT_THROTTLE_MS = 1000;

/**
 * The riddle text being written, kept on the server as a draft: it starts from the draft of the
 * latest snapshot for this round, takes a draft that arrives later (after a reload) while the
 * player has not typed yet, and sends `save_draft` at most once a second with the latest text.
 */
export function useRiddleDraft(): { text: string; onChange: (next: string) => void } {
  const { view, draft: savedDraft, draftRound, snapshots, send } = useGame();
  const draft = draftRound === view.game.currentRound ? savedDraft : null;
  const [text, setText] = useState(() => draft ?? "");
  const touched = useRef(false);

  useEffect(() => {
    if (snapshots > 0 && !touched.current && draft) setText(draft);
  }, [snapshots, draft]);

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

  return { text, onChange };
}
