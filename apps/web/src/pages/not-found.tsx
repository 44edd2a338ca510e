import { Link } from "wouter";
import { Wordmark } from "../components/logo";
import { PageMain } from "../components/page";
import { buttonClass } from "../components/ui";
import { pagesText } from "../i18n/en/pages";

export default function NotFound() {
  const t = pagesText.useT();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl px-4 py-3">
          <Wordmark />
        </div>
      </header>
      <PageMain className="flex flex-col items-center justify-center text-center">
        <p className="text-6xl font-bold text-brand-dark" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-700">{t("notFound.text")}</p>
        <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
          {t("notFound.goHome")}
        </Link>
      </PageMain>
    </div>
  );
}
