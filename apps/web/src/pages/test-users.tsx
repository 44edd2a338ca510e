import type { TestUser } from "@riddlebook/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Badge, Button, buttonClass, Card } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { pagesText } from "../i18n/en/pages";
import { apiRequest, errorStatus, isUnauthorizedError, serverMessage } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";
import NotFound from "./not-found";

const GUIDE = ["window", "switch", "create", "join"] as const;

function displayName(u: TestUser): string {
  return [u.firstName, u.lastName].filter(Boolean).join(" ") || u.username || u.email || u.id;
}

/** `/test-users`: exists only when the server runs in test mode; otherwise the API's 404 shows the 404 page. */
export default function TestUsers() {
  const t = pagesText.useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const testUsers = useQuery<TestUser[]>({ queryKey: ["/api/test-users"] });

  const switchUser = useMutation({
    mutationFn: (id: string) => apiRequest("GET", `/api/switch-user/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      window.location.reload();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: pagesText.t("errorTitle"),
        description: serverMessage(error) ?? pagesText.t("testUsers.switchFailed"),
        variant: "destructive",
      });
    },
  });

  if (testUsers.isError && errorStatus(testUsers.error) === 404) return <NotFound />;

  return (
    <>
      <AppHeader links={["dashboard", "friends", "profile"]} />
      <PageMain>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-slate-900">{t("testUsers.title")}</h1>
          <Link href="/" className={buttonClass("outline", "sm")}>
            {t("testUsers.back")}
          </Link>
        </div>
        <p className="mt-2 text-slate-700">{t("testUsers.intro")}</p>

        {testUsers.isLoading ? (
          <p role="status" className="mt-6 text-slate-700">
            {t("loading")}
          </p>
        ) : testUsers.isError ? (
          <p className="mt-6 text-red-700">{t("testUsers.loadFailed")}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(testUsers.data ?? []).map((u) => {
              const current = u.id === user?.id;
              const name = displayName(u);
              return (
                <li key={u.id}>
                  <Card className={`h-full ${current ? "border-brand ring-2 ring-brand" : ""}`}>
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="font-semibold break-words text-slate-900">{name}</h2>
                      {current ? <Badge>{t("testUsers.current")}</Badge> : null}
                    </div>
                    {u.username ? <p className="text-sm break-all text-slate-700">@{u.username}</p> : null}
                    {u.email ? <p className="text-sm break-all text-slate-700">{u.email}</p> : null}
                    <Button
                      size="sm"
                      className="mt-3"
                      variant={current ? "outline" : "primary"}
                      disabled={current || switchUser.isPending}
                      aria-label={t("testUsers.switchTo", { name })}
                      onClick={() => switchUser.mutate(u.id)}
                    >
                      {t("testUsers.switch")}
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}

        <Card className="mt-8" aria-labelledby="guide-title">
          <h2 id="guide-title" className="text-xl font-bold text-slate-900">
            {t("testUsers.guideTitle")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            {GUIDE.map((step) => (
              <li key={step}>{t(`testUsers.guide.${step}`)}</li>
            ))}
          </ol>
        </Card>
      </PageMain>
    </>
  );
}
