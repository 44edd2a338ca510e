import { checkDisplayText } from "@riddlebook/rules";
import type { z } from "zod";

/** Text as the rules store it: Unicode NFC (docs/product.md §15). Runs before trimming and the checks. */
export const toNfc = (text: string) => text.normalize("NFC");

/** A multi-line text (a bio): line breaks unified to "\n", then NFC. */
export const toNfcLines = (text: string) => text.replace(/\r\n?/g, "\n").normalize("NFC");

/**
 * A zod refinement refusing what `checkDisplayText` refuses (lone surrogates, direction controls,
 * control characters, only invisible characters), with a message naming the field (`label`, e.g.
 * "Your name"). Shared by the server's 400s and the web's forms, so both say the same thing.
 */
export function visibleText(label: string, options: { multiline?: boolean } = {}) {
  return (text: string, ctx: z.RefinementCtx) => {
    const message = checkDisplayText(text, label, options);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  };
}
