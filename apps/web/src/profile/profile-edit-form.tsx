import {
  ACCOUNT_LIMITS,
  SKILL_LEVELS,
  type SkillLevel,
  WORD_CATEGORIES,
  type WordCategory,
} from "@riddlebook/rules";
import type { FormEvent, Ref } from "react";
import { Button, Field, inputClass } from "../components/ui";
import { profileText } from "../i18n/en/profile";
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
  const t = profileText.useT();
  return (
    <form onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label={t("editForm.label")}>
      <Field
        id="profile-username"
        label={t("details.username")}
        hint={t("editForm.usernameHint", {
          min: ACCOUNT_LIMITS.usernameMin,
          max: ACCOUNT_LIMITS.usernameMax,
        })}
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
      <Field
        id="profile-bio"
        label={t("details.bio")}
        hint={t("editForm.bioHint", { length: form.bio.length, max: ACCOUNT_LIMITS.bioMax })}
      >
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
        <Field id="profile-category" label={t("details.favoriteCategory")}>
          {(describedBy) => (
            <select
              id="profile-category"
              name="favoriteWordCategory"
              value={form.favoriteWordCategory}
              onChange={(e) => onChange({ favoriteWordCategory: e.target.value as WordCategory | "" })}
              aria-describedby={describedBy}
              className={inputClass}
            >
              <option value="">{t("notSet")}</option>
              {WORD_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="profile-skill" label={t("details.skillLevel")}>
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
                  {t(`skillLevels.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {t("editForm.save")}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t("editForm.cancel")}
        </Button>
      </div>
    </form>
  );
}
