import type { User } from "@riddlebook/protocol";
import { DEFAULT_SKILL_LEVEL } from "@riddlebook/rules";
import { profileText } from "../i18n/en/profile";

/** The saved profile, read-only. */
export function ProfileDetails({ user }: { user: User }) {
  const t = profileText.useT();
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("details.username")}</dt>
        <dd className="break-words text-slate-900">{user.username || t("notSet")}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("details.name")}</dt>
        <dd className="break-words text-slate-900">
          {[user.firstName, user.lastName].filter(Boolean).join(" ") || t("notSet")}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm font-semibold text-slate-600">{t("details.bio")}</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{user.bio || t("details.noBio")}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("details.favoriteCategory")}</dt>
        <dd className="text-slate-900">
          {user.favoriteWordCategory ? t(`categories.${user.favoriteWordCategory}`) : t("notSet")}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">{t("details.skillLevel")}</dt>
        <dd className="text-slate-900">{t(`skillLevels.${user.skillLevel ?? DEFAULT_SKILL_LEVEL}`)}</dd>
      </div>
    </dl>
  );
}
