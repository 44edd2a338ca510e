import { ADVANCED_JOIN_CODE_WORDS, HOME_JOIN_CODE_WORDS, JOIN_CODE_NUMBER } from "@riddlebook/rules";
import { type FormEvent, useState } from "react";
import { Button, inputClass } from "../components/ui";
import { homeText } from "../i18n/en/home";
import { useJoinGame } from "./join";
import type { TabProps } from "./shared";

/** The longest join code there is: the longest code word followed by the largest code number. */
const JOIN_CODE_MAX_LENGTH =
  Math.max(...[...HOME_JOIN_CODE_WORDS, ...ADVANCED_JOIN_CODE_WORDS].map((word) => word.length)) +
  String(JOIN_CODE_NUMBER.max).length;

/** Join Code tab: the code is forced to uppercase; an empty code is refused. */
export default function JoinCodeTab({ requireName }: TabProps) {
  const t = homeText.useT();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const join = useJoinGame();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = requireName();
    if (!name) return;
    const joinCode = code.trim();
    if (!joinCode) {
      setError(homeText.t("joinCode.empty"));
      return;
    }
    setError(undefined);
    join.mutate({ joinCode, name });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-1">
        <label htmlFor="join-code" className="text-sm font-semibold text-slate-800">
          {t("joinCode.label")}
        </label>
        <input
          id="join-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            if (error) setError(undefined);
          }}
          placeholder={t("joinCode.placeholder")}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={JOIN_CODE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "join-code-error" : undefined}
          className={`${inputClass} font-mono tracking-widest uppercase`}
        />
        {error ? (
          <p id="join-code-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={join.isPending}>
        {join.isPending ? t("joinCode.joining") : t("joinCode.submit")}
      </Button>
    </form>
  );
}
