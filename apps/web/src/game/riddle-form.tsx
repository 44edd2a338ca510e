import { type Ref, useState } from "react";
import { Button } from "../components/ui";
import { commonText } from "../i18n/en/common";
import { gameText } from "../i18n/en/game";
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
export function RiddleForm({
  pageNumber,
  word,
  boxRef,
}: {
  pageNumber: number | null;
  word: string | null;
  /** The riddle's text area, for the writing screen to move focus into. */
  boxRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = gameText.useT();
  const { text, onChange } = useRiddleDraft();
  const { check, length, hasViolation } = useRiddleCheck(word, text, pageNumber);
  const [publish, setPublish] = useState(false);
  const submit = useSubmitRiddle();

  const onSubmit = () => {
    if (!word) {
      toast({ title: commonText.t("error"), description: t("form.selectWord"), variant: "destructive" });
      return;
    }
    if (text.trim() === "" || (check !== null && !check.ok)) {
      toast({
        title: t("form.invalidTitle"),
        description: t("form.invalidText"),
        variant: "destructive",
      });
      return;
    }
    submit.mutate({ word, text, publish });
  };

  return (
    <section aria-label={t("form.step")} className="grid gap-3">
      <RiddleEditor
        text={text}
        onChange={onChange}
        check={check}
        length={length}
        disabled={submit.isPending}
        boxRef={boxRef}
        start={word !== null}
      />
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={publish}
          onChange={(e) => setPublish(e.target.checked)}
          className="h-6 w-6 shrink-0 accent-brand"
        />
        {t("form.publish")}
      </label>
      <div>
        <Button size="lg" onClick={onSubmit} disabled={hasViolation || submit.isPending}>
          {submit.isPending ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </section>
  );
}
