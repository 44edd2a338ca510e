import type { Role } from "@riddlebook/rules";
import type { Config } from "../config";

/**
 * The role an account should have after sign-up, sign-in or claim: admin when its e-mail is listed in
 * ADMIN_EMAILS, otherwise unchanged. Never demotes (a moderator or admin set by hand stays).
 */
export function roleAfterSignIn(config: Config, email: string | null, current: Role): Role {
  if (email && config.adminEmails.includes(email.toLowerCase())) return "admin";
  return current;
}
