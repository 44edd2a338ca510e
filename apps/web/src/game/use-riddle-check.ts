import { riddleLength } from "@riddlebook/rules";
import { checkRiddle } from "@riddlebook/words/check";
import { PAGE_DATA_LOADERS } from "@riddlebook/words/page-data";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/**
 * The live rule check of a riddle for the chosen word, in the browser: the checker runs on the
 * data of this round's wordbook page only (one small chunk, loaded when needed). `check` is null
 * until a word is chosen and the page data is in; the server checks again on submit.
 */
export function useRiddleCheck(word: string | null, text: string, pageNumber: number | null) {
  const pageData = useQuery({
    queryKey: ["page-data", pageNumber],
    queryFn: () => PAGE_DATA_LOADERS.get(pageNumber ?? 0)?.() ?? Promise.resolve(null),
    enabled: pageNumber !== null,
  });
  const check = useMemo(
    () => (word && pageData.isSuccess ? checkRiddle(word, text, pageData.data ?? undefined) : null),
    [word, text, pageData.isSuccess, pageData.data],
  );
  return {
    check,
    length: riddleLength(text),
    /** A non-empty text that breaks a rule: Submit is disabled. */
    hasViolation: text.trim() !== "" && check !== null && !check.ok,
  };
}
