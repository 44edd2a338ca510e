import { Link } from "wouter";
import { commonText } from "../i18n/en/common";
import { ThemeToggle } from "../lib/theme";
import { Wordmark } from "./logo";

/** The slim header of the signed-out pages (login, quick start): the wordmark linking home and the theme switch. */
export function PublicHeader() {
  const t = commonText.useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg p-1"
          aria-label={t("header.home")}
        >
          <Wordmark />
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
