import { PageMain } from "../components/page";
import { PublicHeader } from "../components/public-header";
import { Button, Card } from "../components/ui";
import { useGuestLogin } from "../hooks/use-guest-login";

/** `/dev-login`: one button that starts guest play, like "Quick Start (Test Mode)". */
export default function DevLogin() {
  const guestLogin = useGuestLogin();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <PageMain className="flex max-w-md items-start justify-center">
        <Card className="w-full p-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Quick Start</h1>
          <p className="mt-2 text-slate-700">
            Play right away as a guest. You can claim the account from your profile later and keep your stats.
          </p>
          <Button
            size="lg"
            className="mt-6 w-full"
            onClick={() => guestLogin.mutate()}
            disabled={guestLogin.isPending}
            aria-busy={guestLogin.isPending || undefined}
          >
            Enter Game
          </Button>
        </Card>
      </PageMain>
    </div>
  );
}
