import {
  ACCOUNT_LIMITS,
  SKILL_LEVELS,
  type SkillLevel,
  WORD_CATEGORIES,
  type WordCategory,
} from "@riddlebook/rules";
import type { FormEvent, Ref } from "react";
import { Button, Field, inputClass } from "../components/ui";
import { capitalize } from "../lib/format";
import type { ProfileFormValues } from "./profile-form-values";

/** The profile's edit form: username, bio, favourite category and skill level, then Save or Cancel. */
export function ProfileEditForm({
  form,
  onChange,
  onSubmit,
  onCancel,
  saving,
  firstFieldRef,
}: {
  form: ProfileFormValues;
  onChange: (update: Partial<ProfileFormValues>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  firstFieldRef: Ref<HTMLInputElement>;
}) {
  return (
    <form onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label="Edit profile">
      <Field
        id="profile-username"
        label="Username"
        hint={`${ACCOUNT_LIMITS.usernameMin}–${ACCOUNT_LIMITS.usernameMax} letters, digits or underscores.`}
      >
        {(describedBy) => (
          <input
            ref={firstFieldRef}
            id="profile-username"
            name="username"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            maxLength={ACCOUNT_LIMITS.usernameMax}
            value={form.username}
            onChange={(e) => onChange({ username: e.target.value })}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="profile-bio" label="Bio" hint={`${form.bio.length}/${ACCOUNT_LIMITS.bioMax} characters`}>
        {(describedBy) => (
          <textarea
            id="profile-bio"
            name="bio"
            rows={3}
            maxLength={ACCOUNT_LIMITS.bioMax}
            value={form.bio}
            onChange={(e) => onChange({ bio: e.target.value })}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-category" label="Favorite word category">
          {(describedBy) => (
            <select
              id="profile-category"
              name="favoriteWordCategory"
              value={form.favoriteWordCategory}
              onChange={(e) => onChange({ favoriteWordCategory: e.target.value as WordCategory | "" })}
              aria-describedby={describedBy}
              className={inputClass}
            >
              <option value="">Not set</option>
              {WORD_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {capitalize(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="profile-skill" label="Skill level">
          {(describedBy) => (
            <select
              id="profile-skill"
              name="skillLevel"
              value={form.skillLevel}
              onChange={(e) => onChange({ skillLevel: e.target.value as SkillLevel })}
              aria-describedby={describedBy}
              className={inputClass}
            >
              {SKILL_LEVELS.map((s) => (
                <option key={s} value={s}>
                  {capitalize(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          Save
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
