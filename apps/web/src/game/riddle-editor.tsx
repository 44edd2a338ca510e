import { RIDDLE_MAX_LENGTH } from "@riddlebook/rules";
import type { CheckResult } from "@riddlebook/words/check";
import { type ChangeEvent, type Ref, useId, useRef } from "react";
import { gameText } from "../i18n/en/game";
import { segments } from "../lib/highlight";
import { phaseStartProps } from "./phase-header";

/**
 * The riddle text area with its live indicator: "count/500" while the text
 * follows the rules, "Check rules: <reason>" when the checker finds a violation. Offending words are
 * highlighted twice: in a mirror layer behind the text (for sighted typists) and in a list of marked
 * words under it, which screen readers reach through aria-describedby.
 */
export function RiddleEditor({
  text,
  onChange,
  check,
  length,
  disabled,
  boxRef,
  start = false,
}: {
  text: string;
  onChange: (text: string) => void;
  check: CheckResult | null;
  length: number;
  disabled: boolean;
  /** The text area, for the writing screen to move focus into. */
  boxRef?: Ref<HTMLTextAreaElement>;
  /** True when the phase starts here (a word is chosen): `phaseStartProps`. */
  start?: boolean;
}) {
  const t = gameText.useT();
  const id = useId();
  const mirrorRef = useRef<HTMLDivElement>(null);
  const violations = text.trim() === "" ? [] : (check?.violations ?? []);
  const warnings = check?.warnings ?? [];
  const marked = violations.filter((v) => v.rule !== "empty" && v.rule !== "too_long");
  const first = violations[0];
  const invalid = first !== undefined;
  const parts = segments(text, [
    ...marked.map((v) => ({ start: v.start, end: v.end, kind: "violation" as const })),
    ...warnings.map((w) => ({ start: w.start, end: w.end, kind: "warning" as const })),
  ]);
  const boxClass =
    "col-start-1 row-start-1 min-h-40 w-full rounded-lg border p-3 font-sans text-base leading-6 break-words whitespace-pre-wrap";

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-text`} className="font-semibold text-slate-900">
          {t("editor.label")}
        </label>
        <p
          id={`${id}-status`}
          aria-live="polite"
          data-testid="riddle-indicator"
          className={`text-sm font-semibold ${invalid ? "text-red-700" : "text-slate-700"}`}
        >
          {invalid
            ? t("editor.checkRules", { message: first.message })
            : t("editor.length", { length, max: RIDDLE_MAX_LENGTH })}
        </p>
      </div>
      <div className="grid rounded-lg bg-white">
        <div
          ref={mirrorRef}
          aria-hidden="true"
          className={`${boxClass} pointer-events-none overflow-hidden border-transparent text-transparent`}
        >
          {parts.map((part, i) =>
            part.kind ? (
              <mark
                // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity but their order
                key={i}
                className={`rounded-sm text-transparent ${part.kind === "violation" ? "bg-red-200" : "bg-amber-200"}`}
              >
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
          {/* A trailing newline needs a character after it to take up a line in the mirror. */}
          {"\u200b"}
        </div>
        <textarea
          ref={boxRef}
          {...(start ? phaseStartProps : {})}
          id={`${id}-text`}
          value={text}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          onScroll={(e) => {
            if (mirrorRef.current) mirrorRef.current.scrollTop = e.currentTarget.scrollTop;
          }}
          rows={6}
          disabled={disabled}
          placeholder={t("editor.placeholder")}
          aria-invalid={invalid}
          aria-describedby={`${id}-status${marked.length ? ` ${id}-problems` : ""}${warnings.length ? ` ${id}-warnings` : ""}`}
          className={`${boxClass} relative resize-y bg-transparent text-slate-900 placeholder:text-slate-500 ${
            invalid ? "border-red-700" : "border-slate-400"
          }`}
        />
      </div>
      {marked.length > 0 ? (
        <div id={`${id}-problems`} className="rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-800">{t("editor.notAllowed")}</p>
          <ul aria-label={t("editor.problems")} className="mt-1 grid gap-1 text-sm text-red-900">
            {marked.map((v) => (
              <li key={`${v.start}-${v.rule}`}>
                <mark className="rounded-sm bg-red-200 px-1 font-semibold text-red-950">{v.text}</mark> —{" "}
                {v.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div id={`${id}-warnings`} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-semibold text-amber-900">{t("editor.allowedBut")}</p>
          <ul aria-label={t("editor.warnings")} className="mt-1 grid gap-1 text-sm text-amber-950">
            {warnings.map((w) => (
              <li key={`${w.start}-${w.rule}`}>
                <mark className="rounded-sm bg-amber-200 px-1 font-semibold text-amber-950">{w.text}</mark> —{" "}
                {w.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
