import { Fragment, type ReactNode } from "react";

/**
 * A long unspaced text (a link, an e-mail address, an id) with line-break opportunities after its
 * separators (`/`, `.`, `-`, `_`) and before `@`, so a narrow screen wraps it between its parts and
 * never inside one (".../join/ / PINE424", not ".../join/PINE4 / 24").
 */
export function withLineBreaks(text: string): ReactNode {
  const parts = text.split(/(?<=[/.\-_])|(?=@)/);
  if (parts.length < 2) return text;
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
