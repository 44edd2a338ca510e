import { Link } from "wouter";
import { Wordmark } from "../components/logo";
import { PageMain } from "../components/page";
import { buttonClass } from "../components/ui";

export default function NotFound() {
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
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-slate-700">The page you're looking for doesn't exist.</p>
        <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
          Go Home
        </Link>
      </PageMain>
    </div>
  );
}
