import { type Rejection, reject } from "../rejection";
import { normalizeInline, type TextProblem, textProblem, textProblemMessage } from "../text";

/** A usable id: a non-empty string of at most 200 characters. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 200;
}

/** A name as stored, or what is wrong with it. */
type NameCheck = { ok: true; name: string } | { ok: false; problem: "missing" | "too_long" | TextProblem };

/**
 * A name normalised (`normalizeInline`) and checked: non-empty, at most `max` code points, and free
 * of lone surrogates, direction controls and control characters, with something visible in it
 * (`textProblem`; docs/product.md §15).
 */
export function checkName(value: unknown, max: number): NameCheck {
  if (typeof value !== "string") return { ok: false, problem: "missing" };
  const name = normalizeInline(value);
  if (name.length === 0) return { ok: false, problem: "missing" };
  if ([...name].length > max) return { ok: false, problem: "too_long" };
  const problem = textProblem(name);
  return problem === null ? { ok: true, name } : { ok: false, problem };
}

/**
 * The `invalid_name` rejection for a refused player name: the product's "Please enter your name" for
 * a missing or over-long one, else the sentence saying which characters are not allowed.
 */
export function invalidName(check: Extract<NameCheck, { ok: false }>): Rejection {
  if (check.problem === "missing" || check.problem === "too_long") return reject("invalid_name");
  return reject("invalid_name", { message: textProblemMessage("Your name", check.problem) });
}
