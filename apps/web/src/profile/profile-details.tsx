import type { User } from "@riddlebook/protocol";
import { DEFAULT_SKILL_LEVEL } from "@riddlebook/rules";
import { capitalize } from "../lib/format";

/** The saved profile, read-only. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-slate-600">Username</dt>
        <dd className="break-words text-slate-900">{user.username || "Not set"}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Name</dt>
        <dd className="break-words text-slate-900">
          {[user.firstName, user.lastName].filter(Boolean).join(" ") || "Not set"}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm font-semibold text-slate-600">Bio</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{user.bio || "No bio added yet"}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Favorite word category</dt>
        <dd className="text-slate-900">
          {user.favoriteWordCategory ? capitalize(user.favoriteWordCategory) : "Not set"}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-600">Skill level</dt>
        <dd className="text-slate-900">{capitalize(user.skillLevel ?? DEFAULT_SKILL_LEVEL)}</dd>
      </div>
    </dl>
  );
}
