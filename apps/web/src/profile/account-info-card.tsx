import type { User } from "@riddlebook/protocol";
import { Badge, Card } from "../components/ui";
import { formatDate } from "../lib/format";
import { Concealed } from "../lib/streamer-mode";

/** Membership dates, status, e-mail and (for guests) the account type. */
export function AccountInfoCard({ user }: { user: User }) {
  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="text-xl font-bold text-slate-900">
        Account Info
      </h2>
      <dl className="mt-4 grid gap-3">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Member Since</dt>
          <dd className="text-slate-900">{formatDate(user.createdAt) ?? "N/A"}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Last Login</dt>
          <dd className="text-slate-900">{formatDate(user.lastLoginAt) ?? "Today"}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Status</dt>
          <dd>
            <Badge tone="green">Active</Badge>
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">
            {user.email ? <Concealed value={user.email} /> : "Not set"}
          </dd>
        </div>
        {user.isGuest ? (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">Account type</dt>
            <dd>
              <Badge tone="amber">Guest</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
