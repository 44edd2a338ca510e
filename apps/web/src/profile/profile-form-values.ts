import type { ProfileUpdateBody, User } from "@riddlebook/protocol";
import { DEFAULT_SKILL_LEVEL, type SkillLevel, type WordCategory } from "@riddlebook/rules";

/** The profile form's fields as the inputs hold them ("" for "not set"). */
export interface ProfileFormValues {
  username: string;
  bio: string;
  favoriteWordCategory: WordCategory | "";
  skillLevel: SkillLevel;
}

/** The form filled from the saved profile. */
export function formFromUser(user: User): ProfileFormValues {
  return {
    username: user.username ?? "",
    bio: user.bio ?? "",
    favoriteWordCategory: user.favoriteWordCategory ?? "",
    skillLevel: user.skillLevel ?? DEFAULT_SKILL_LEVEL,
  };
}

/**
 * The PATCH /api/user/profile body for the form: an empty bio or category clears it (null); an
 * account without a username (a fresh guest) may leave it empty, so it is sent only when there is one.
 */
export function profileUpdateBody(form: ProfileFormValues, user: User): ProfileUpdateBody {
  const username = form.username.trim();
  return {
    ...(username || user.username ? { username } : {}),
    bio: form.bio.trim() === "" ? null : form.bio,
    favoriteWordCategory: form.favoriteWordCategory === "" ? null : form.favoriteWordCategory,
    skillLevel: form.skillLevel,
  };
}
