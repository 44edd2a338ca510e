import type { AdminUser } from "@riddlebook/protocol";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { ADMIN_USERS_KEY, AUDIT_KEY, changeRole, fetchAudit, searchUsers } from "../community/community-api";
import { auditLabel, momentText } from "../community/community-text";
import { Forbidden, LoadMore } from "../community/community-ui";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Badge, Button, Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { communityText } from "../i18n/en/community";
import { errorStatus } from "../lib/api";
import { withLineBreaks } from "../lib/line-breaks";
import { Concealed } from "../lib/streamer-mode";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";

/** A user's row: name, e-mail, role, and the one change an admin may make (player ↔ moderator). */
function UserRow({ user, query }: { user: AdminUser; query: string }) {
  const t = communityText.useT();
  const queryClient = useQueryClient();
  const next = user.role === "player" ? "moderator" : "player";
  const actionText = next === "moderator" ? t("admin.makeModerator") : t("admin.removeModerator");
  const change = useMutation({
    mutationFn: () => changeRole(user.id, next),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>([...ADMIN_USERS_KEY, query], (old) =>
        old?.map((u) => (u.id === updated.id ? updated : u)),
      );
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      toast({
        title: communityText.t("admin.roleChangedTitle"),
        description: communityText.t("admin.roleChangedText", {
          name: updated.username,
          role: communityText.t(`admin.roles.${updated.role}`),
        }),
      });
    },
    onError: (error) => toastError(error, communityText.t("errorTitle"), communityText.t("admin.roleFailed")),
  });
  return (
    <li
      data-testid={`user-${user.id}`}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {user.username}
          {user.isGuest ? <span className="font-normal text-slate-700">{t("admin.guest")}</span> : null}
        </p>
        {user.email ? (
          <p className="text-sm break-words text-slate-700">
            <Concealed value={user.email} breakable />
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={user.role === "player" ? "brand" : user.role === "moderator" ? "green" : "amber"}>
          {t(`admin.roles.${user.role}`)}
        </Badge>
        {user.role === "admin" ? (
          <span className="text-sm text-slate-700">{t("admin.adminsByOperator")}</span>
        ) : user.isGuest && user.role === "player" ? (
          <span className="text-sm text-slate-700">{t("admin.guestsCannot")}</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => change.mutate()}
            disabled={change.isPending}
            aria-label={t("admin.roleActionLabel", { action: actionText, name: user.username })}
          >
            {actionText}
          </Button>
        )}
      </div>
    </li>
  );
}

function UsersCard({ onForbidden }: { onForbidden: () => void }) {
  const t = communityText.useT();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const users = useQuery({ queryKey: [...ADMIN_USERS_KEY, query], queryFn: () => searchUsers(query) });
  const refused = errorStatus(users.error) === 403;
  useEffect(() => {
    if (refused) onForbidden();
  }, [refused, onForbidden]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <Card aria-labelledby="users-title">
      <h2 id="users-title" className="text-xl font-bold text-slate-900">
        {t("admin.usersTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("admin.usersIntro")}</p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
        <div className="grid gap-1">
          <label htmlFor="user-search" className="text-sm font-semibold text-slate-800">
            {t("admin.search")}
          </label>
          <input
            id="user-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            className={`${inputClass} min-h-11`}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("admin.searchButton")}
        </Button>
      </form>
      {users.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          {t("admin.loadingUsers")}
        </p>
      ) : users.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {t("admin.usersFailed")}
        </p>
      ) : users.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("admin.noMatch", { query })}</p>
      ) : (
        <ul aria-label={t("admin.usersLabel")} className="mt-3">
          {users.data.map((user) => (
            <UserRow key={user.id} user={user} query={query} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AuditCard({ onForbidden }: { onForbidden: () => void }) {
  const t = communityText.useT();
  const audit = useInfiniteQuery({
    queryKey: AUDIT_KEY,
    queryFn: ({ pageParam }) => fetchAudit(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const refused = errorStatus(audit.error) === 403;
  useEffect(() => {
    if (refused) onForbidden();
  }, [refused, onForbidden]);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-xl font-bold text-slate-900">
        {t("admin.auditTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("admin.auditIntro")}</p>
      {audit.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          {t("admin.loadingAudit")}
        </p>
      ) : audit.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {t("admin.auditFailed")}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("admin.auditEmpty")}</p>
      ) : (
        <>
          <ol aria-label={t("admin.auditLabel")} className="mt-3 grid gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="audit-entry"
                className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">{auditLabel(entry.kind)}</span>
                  <span className="text-xs text-slate-700">{momentText(entry.createdAt)}</span>
                </p>
                <p className="break-words">
                  {t("admin.auditLine", { actor: entry.actorName, detail: entry.detail })}
                </p>
                <p className="text-xs break-words text-slate-700">
                  {withLineBreaks(
                    entry.targetType === "user"
                      ? t("admin.targetUser", { id: entry.targetId })
                      : t("admin.targetRiddle", { id: entry.targetId }),
                  )}
                </p>
                {entry.note ? (
                  <p className="mt-1 break-words text-slate-700">{t("admin.note", { note: entry.note })}</p>
                ) : null}
              </li>
            ))}
          </ol>
          <div className="mt-3">
            <LoadMore
              hasMore={Boolean(audit.hasNextPage)}
              loading={audit.isFetchingNextPage}
              onLoad={() => void audit.fetchNextPage()}
            />
          </div>
        </>
      )}
    </Card>
  );
}

function AdminScreen() {
  const t = communityText.useT();
  const [forbidden, setForbidden] = useState(false);
  const onForbidden = useCallback(() => setForbidden(true), []);
  if (forbidden) return <Forbidden message={t("admin.forbidden")} />;
  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">{t("admin.title")}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <UsersCard onForbidden={onForbidden} />
        <AuditCard onForbidden={onForbidden} />
      </div>
    </PageMain>
  );
}

/**
 * The admin page (`/admin`, docs/product.md §19): make a player a moderator or take the role back,
 * and read the audit list. Admins only; anyone else sees a 403 page.
 */
export default function Admin() {
  const { user } = useAuth();
  const t = communityText.useT();
  return (
    <>
      <AppHeader links={["dashboard", "vault", "daily", "profile"]} />
      {user?.role === "admin" ? <AdminScreen /> : <Forbidden message={t("admin.forbidden")} />}
    </>
  );
}
