import { useState } from "react";
import { Button } from "../components/ui";
import { toast } from "../toast/toast-store";
import { RiddleEditor } from "./riddle-editor";
import { useRiddleCheck } from "./use-riddle-check";
import { useRiddleDraft } from "./use-riddle-draft";
import { useSubmitRiddle } from "./use-submit-riddle";

/**
 * Step 2 of writing: the riddle editor with its live rule check, the community-review choice and
 * Submit. Submit is disabled while the text breaks a rule; without a word or with an empty text it
 * explains what is missing instead of sending.
 */
export function RiddleForm({ pageNumber, word }: { pageNumber: number | null; word: string | null }) {
  const { text, onChange } = useRiddleDraft();
  const { check, length, hasViolation } = useRiddleCheck(word, text, pageNumber);
  const [publish, setPublish] = useState(false);
  const submit = useSubmitRiddle();

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
    submit.mutate({ word, text, publish });
  };

  return (
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
  );
}
