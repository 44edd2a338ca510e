import type { User } from "@riddlebook/protocol";
import { Badge, Card } from "../components/ui";
import { profileText } from "../i18n/en/profile";
import { formatDate } from "../i18n/format";
import { Concealed } from "../lib/streamer-mode";

/** Membership dates, status, e-mail and (for guests) the account type. */
export function AccountInfoCard({ user }: { user: User }) {
  const t = profileText.useT();
  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="text-xl font-bold text-slate-900">
        {t("accountInfo.title")}
      </h2>
      <dl className="mt-4 grid gap-3">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">{t("accountInfo.memberSince")}</dt>
          <dd className="text-slate-900">{formatDate(user.createdAt) ?? t("accountInfo.notAvailable")}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">{t("accountInfo.lastLogin")}</dt>
          <dd className="text-slate-900">{formatDate(user.lastLoginAt) ?? t("accountInfo.today")}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">{t("accountInfo.status")}</dt>
          <dd>
            <Badge tone="green">{t("accountInfo.active")}</Badge>
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="font-semibold text-slate-700">{t("accountInfo.email")}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {user.email ? <Concealed value={user.email} breakable /> : t("notSet")}
          </dd>
        </div>
        {user.isGuest ? (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="font-semibold text-slate-700">{t("accountInfo.accountType")}</dt>
            <dd>
              <Badge tone="amber">{t("accountInfo.guest")}</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
