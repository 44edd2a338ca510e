import type { AdminUser } from "@riddlebook/protocol";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { ADMIN_USERS_KEY, AUDIT_KEY, changeRole, fetchAudit, searchUsers } from "../community/community-api";
import { AUDIT_LABELS, momentText } from "../community/community-text";
import { Forbidden, LoadMore } from "../community/community-ui";
import { AppHeader } from "../components/app-header";
import { PageMain } from "../components/page";
import { Badge, Button, Card, inputClass } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { errorStatus } from "../lib/api";
import { Concealed } from "../lib/streamer-mode";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";

const FORBIDDEN_TEXT = "You need to be an admin to manage roles and read the audit list.";

/** A user's row: name, e-mail, role, and the one change an admin may make (player ↔ moderator). */
function UserRow({ user, query }: { user: AdminUser; query: string }) {
  const queryClient = useQueryClient();
  const next = user.role === "player" ? "moderator" : "player";
  const change = useMutation({
    mutationFn: () => changeRole(user.id, next),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>([...ADMIN_USERS_KEY, query], (old) =>
        old?.map((u) => (u.id === updated.id ? updated : u)),
      );
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      toast({ title: "Role Changed", description: `${updated.username} is now a ${updated.role}.` });
    },
    onError: (error) => toastError(error, "Error", "Failed to change the role. Please try again."),
  });
  return (
    <li
      data-testid={`user-${user.id}`}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 py-3 last:border-b-0"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {user.username}
          {user.isGuest ? <span className="font-normal text-slate-700"> (guest)</span> : null}
        </p>
        {user.email ? (
          <p className="text-sm break-all text-slate-700">
            <Concealed value={user.email} />
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={user.role === "player" ? "brand" : user.role === "moderator" ? "green" : "amber"}>
          {user.role}
        </Badge>
        {user.role === "admin" ? (
          <span className="text-sm text-slate-700">Admins are granted by the operator.</span>
        ) : user.isGuest && user.role === "player" ? (
          <span className="text-sm text-slate-700">Guests can't be moderators.</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => change.mutate()}
            disabled={change.isPending}
            aria-label={`${next === "moderator" ? "Make moderator" : "Remove moderator"}: ${user.username}`}
          >
            {next === "moderator" ? "Make moderator" : "Remove moderator"}
          </Button>
        )}
      </div>
    </li>
  );
}

function UsersCard({ onForbidden }: { onForbidden: () => void }) {
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
        Users and roles
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Moderators review riddles and handle reports. Admins are granted by the operator.
      </p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
        <div className="grid gap-1">
          <label htmlFor="user-search" className="text-sm font-semibold text-slate-800">
            Search by name or e-mail
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
          Search
        </Button>
      </form>
      {users.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          Loading users...
        </p>
      ) : users.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          Could not load the users. Please try again later.
        </p>
      ) : users.data.length === 0 ? (
        <p className="mt-3 text-slate-700">No user matches “{query}”.</p>
      ) : (
        <ul aria-label="Users" className="mt-3">
          {users.data.map((user) => (
            <UserRow key={user.id} user={user} query={query} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AuditCard({ onForbidden }: { onForbidden: () => void }) {
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
        Audit list
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Role changes, reviews and moderation actions, newest first.
      </p>
      {audit.isPending ? (
        <p role="status" className="mt-3 text-slate-700">
          Loading the audit list...
        </p>
      ) : audit.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          Could not load the audit list. Please try again later.
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing has been logged yet.</p>
      ) : (
        <>
          <ol aria-label="Audit entries" className="mt-3 grid gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="audit-entry"
                className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">{AUDIT_LABELS[entry.kind]}</span>
                  <span className="text-xs text-slate-700">{momentText(entry.createdAt)}</span>
                </p>
                <p className="break-words">
                  {entry.actorName}: {entry.detail}
                </p>
                <p className="text-xs break-all text-slate-700">
                  {entry.targetType === "user" ? "User" : "Riddle"} {entry.targetId}
                </p>
                {entry.note ? <p className="mt-1 break-words text-slate-700">Note: {entry.note}</p> : null}
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
  const [forbidden, setForbidden] = useState(false);
  const onForbidden = useCallback(() => setForbidden(true), []);
  if (forbidden) return <Forbidden message={FORBIDDEN_TEXT} />;
  return (
    <PageMain>
      <h1 className="text-3xl font-bold text-slate-900">Admin</h1>
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
  return (
    <>
      <AppHeader links={["dashboard", "vault", "daily", "profile"]} />
      {user?.role === "admin" ? <AdminScreen /> : <Forbidden message={FORBIDDEN_TEXT} />}
    </>
  );
}
