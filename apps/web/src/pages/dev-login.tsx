import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Button, Card } from "../components/ui";
import { useGuestLogin } from "../hooks/use-guest-login";
import { pagesText } from "../i18n/en/pages";

/** `/dev-login`: one button that starts guest play, like "Quick Start (Test Mode)". */
export default function DevLogin() {
  const t = pagesText.useT();
  const guestLogin = useGuestLogin();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="flex max-w-md items-start justify-center">
        <Card className="w-full p-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t("devLogin.title")}</h1>
          <p className="mt-2 text-slate-700">{t("devLogin.text")}</p>
          <Button
            size="lg"
            className="mt-6 w-full"
            onClick={() => guestLogin.mutate()}
            disabled={guestLogin.isPending}
            aria-busy={guestLogin.isPending || undefined}
          >
            {t("devLogin.enter")}
          </Button>
        </Card>
      </PageMain>
    </div>
  );
}
