import type { User } from "@riddlebook/protocol";
import { commonText } from "../i18n/en/common";

type NamedUser = Pick<User, "username" | "firstName" | "lastName" | "email">;

function clean(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/**
 * The name a player starts with in the game forms: username, else first and last
 * name, else the part of the e-mail before the @, else "Player".
 */
export function defaultPlayerName(user: NamedUser | null | undefined): string {
  if (!user) return commonText.t("defaultPlayerName");
  const username = clean(user.username);
  if (username) return username;
  const fullName = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(" ");
  if (fullName) return fullName;
  const local = clean(user.email).split("@")[0]?.trim();
  if (local) return local;
  return commonText.t("defaultPlayerName");
}

/** The name in the home welcome line: first name, else username, else "Player". */
export function welcomeName(user: NamedUser | null | undefined): string {
  return clean(user?.firstName) || clean(user?.username) || commonText.t("defaultPlayerName");
}
