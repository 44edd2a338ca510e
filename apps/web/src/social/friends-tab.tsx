import type { Friend, FriendRequest, FriendsResponse } from "@riddlebook/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button, Card, inputClass } from "../components/ui";
import { socialText } from "../i18n/en/social";
import { formatNumber } from "../i18n/format";
import { Concealed } from "../lib/streamer-mode";
import { toastError } from "../lib/toast-error";
import { toast } from "../toast/toast-store";
import {
  acceptFriendRequest,
  blockUser,
  cancelFriendRequest,
  declineFriendRequest,
  FRIENDS_KEY,
  removeFriend,
  sendFriendRequest,
  unblockUser,
} from "./social-api";
import { percent } from "./social-text";
import { ConfirmButton, PresenceDot, SectionTitle, StatusBadge } from "./social-ui";

/**
 * One change to the friends lists (accept, decline, cancel, remove, block, unblock): the server
 * answers with the new lists, which replace the cached ones.
 */
function useFriendsChange<T>(call: (arg: T) => Promise<FriendsResponse>, failure: string, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (lists) => {
      queryClient.setQueryData(FRIENDS_KEY, lists);
      if (done) toast({ title: done });
    },
    onError: (error) => toastError(error, socialText.t("errorTitle"), failure),
  });
}

/** Add a friend by e-mail: the button waits for an address. */
function AddFriendForm() {
  const t = socialText.useT();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const send = useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: (answer) => {
      if (!answer.success) {
        toast({
          title: socialText.t("errorTitle"),
          description: answer.message || socialText.t("addFriend.failed"),
          variant: "destructive",
        });
        return;
      }
      toast({ title: socialText.t("addFriend.sentTitle"), description: answer.message });
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    },
    onError: (error) => toastError(error, socialText.t("errorTitle"), socialText.t("addFriend.failed")),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address && !send.isPending) send.mutate(address);
  };
  return (
    <Card aria-labelledby="add-friend-title">
      <SectionTitle id="add-friend-title" title={t("addFriend.title")} />
      <form onSubmit={onSubmit} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
        <div className="grid gap-1">
          <label htmlFor="friend-email" className="text-sm font-semibold text-slate-800">
            {t("addFriend.email")}
          </label>
          <input
            id="friend-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder={t("addFriend.emailPlaceholder")}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={email.trim() === "" || send.isPending}>
          {send.isPending ? t("addFriend.sending") : t("addFriend.send")}
        </Button>
      </form>
      <p className="mt-2 text-sm text-slate-600">{t("addFriend.note")}</p>
    </Card>
  );
}

function IncomingRequests({ requests }: { requests: FriendRequest[] }) {
  const t = socialText.useT();
  const accept = useFriendsChange(acceptFriendRequest, t("incoming.acceptFailed"), t("incoming.added"));
  const decline = useFriendsChange(declineFriendRequest, t("incoming.declineFailed"));
  const busy = accept.isPending || decline.isPending;
  if (requests.length === 0) return null;
  return (
    <Card aria-labelledby="incoming-title">
      <SectionTitle id="incoming-title" title={t("incoming.title")} count={requests.length} />
      <ul className="mt-3 grid gap-2">
        {requests.map((r) => {
          const name = r.name ?? t("someone");
          return (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
            >
              <span className="font-semibold text-slate-900">{t("incoming.wants", { name })}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => accept.mutate(r.id)}
                  disabled={busy}
                  aria-label={t("incoming.acceptName", { name })}
                >
                  {t("incoming.accept")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => decline.mutate(r.id)}
                  disabled={busy}
                  aria-label={t("incoming.declineName", { name })}
                >
                  {t("incoming.decline")}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function OutgoingRequests({ requests }: { requests: FriendRequest[] }) {
  const t = socialText.useT();
  const cancel = useFriendsChange(cancelFriendRequest, t("outgoing.cancelFailed"), t("outgoing.cancelled"));
  if (requests.length === 0) return null;
  return (
    <Card aria-labelledby="outgoing-title">
      <SectionTitle id="outgoing-title" title={t("outgoing.title")} />
      <ul className="mt-3 grid gap-2">
        {requests.map((r) => {
          const who = r.name ?? r.email ?? t("someone");
          return (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="min-w-0 font-semibold break-words text-slate-900">
                  {r.name ?? (r.email ? <Concealed value={r.email} breakable /> : who)}
                </span>
                <StatusBadge status={r.status} />
              </span>
              {r.status === "pending" ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => cancel.mutate(r.id)}
                  disabled={cancel.isPending}
                  aria-label={t("outgoing.cancelTo", { name: who })}
                >
                  {t("cancel")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function FriendRow({ friend, onChallenge }: { friend: Friend; onChallenge: (id: string) => void }) {
  const t = socialText.useT();
  const remove = useFriendsChange(removeFriend, t("friend.removeFailed"), t("friend.removed"));
  const block = useFriendsChange(blockUser, t("friend.blockFailed"), t("friend.blocked"));
  const name = friend.name;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid={`friend-${friend.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{friend.name}</p>
          {friend.email ? (
            <p className="text-sm break-words text-slate-600">
              <Concealed value={friend.email} breakable />
            </p>
          ) : null}
        </div>
        <PresenceDot status={friend.status} activity={friend.activity} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("friend.games")}</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(friend.gamesPlayed)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("friend.winRate")}</dt>
          <dd className="font-semibold text-slate-900">{percent(friend.winRate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("friend.averageScore")}</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(friend.averageScore)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("friend.winStreak")}</dt>
          <dd className="font-semibold text-slate-900">{friend.currentStreak}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChallenge(friend.id)}
          aria-label={t("friend.challengeName", { name })}
        >
          {t("friend.challenge")}
        </Button>
        <ConfirmButton
          label={t("friend.remove")}
          ariaLabel={t("friend.removeName", { name })}
          title={t("friend.removeTitle", { name })}
          description={t("friend.removeText", { name })}
          confirmLabel={t("friend.remove")}
          onConfirm={() => remove.mutate(friend.id)}
          disabled={remove.isPending || block.isPending}
        />
        <ConfirmButton
          label={t("friend.block")}
          ariaLabel={t("friend.blockName", { name })}
          title={t("friend.blockTitle", { name })}
          description={t("friend.blockText", { name })}
          confirmLabel={t("friend.block")}
          onConfirm={() => block.mutate(friend.id)}
          disabled={remove.isPending || block.isPending}
        />
      </div>
    </li>
  );
}

/** Online friends first, then away, then offline; by name within each. */
const STATUS_ORDER = { online: 0, away: 1, offline: 2 } as const;

function FriendsList({ friends, onChallenge }: { friends: Friend[]; onChallenge: (id: string) => void }) {
  const t = socialText.useT();
  const sorted = [...friends].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name),
  );
  return (
    <Card aria-labelledby="friends-title">
      <SectionTitle id="friends-title" title={t("friends.title")} count={friends.length} />
      {friends.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("friends.empty")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {sorted.map((f) => (
            <FriendRow key={f.id} friend={f} onChallenge={onChallenge} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BlockedList({ blocked }: { blocked: FriendsResponse["blocked"] }) {
  const t = socialText.useT();
  const unblock = useFriendsChange(unblockUser, t("blocked.unblockFailed"), t("blocked.unblocked"));
  if (blocked.length === 0) return null;
  return (
    <Card aria-labelledby="blocked-title">
      <SectionTitle id="blocked-title" title={t("blocked.title")} />
      <ul className="mt-3 grid gap-2">
        {blocked.map((b) => (
          <li
            key={b.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
          >
            <span className="font-semibold text-slate-900">{b.name}</span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => unblock.mutate(b.id)}
              disabled={unblock.isPending}
              aria-label={t("blocked.unblockName", { name: b.name })}
            >
              {t("blocked.unblock")}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The Friends tab: add by e-mail, requests both ways, the friends with their presence, and blocks. */
export default function FriendsTab({ onChallenge }: { onChallenge: (friendId: string) => void }) {
  const t = socialText.useT();
  const lists = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY, refetchOnMount: "always" });
  return (
    <div className="grid gap-6">
      <AddFriendForm />
      {lists.isError && !lists.data ? (
        <p role="alert" className="text-red-700">
          {t("friends.loadFailed")}
        </p>
      ) : null}
      {lists.isLoading ? (
        <p role="status" className="text-slate-700">
          {t("friends.loading")}
        </p>
      ) : null}
      {lists.data ? (
        <>
          <IncomingRequests requests={lists.data.incoming.filter((r) => r.status === "pending")} />
          <FriendsList friends={lists.data.friends} onChallenge={onChallenge} />
          <OutgoingRequests requests={lists.data.outgoing} />
          <BlockedList blocked={lists.data.blocked} />
        </>
      ) : null}
    </div>
  );
}
