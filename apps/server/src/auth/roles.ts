import type { Role } from "@riddlebook/rules";
import type { Config } from "../config";

/**
 * The role an account holds on this request (docs/decisions/015-admin-grants-durability-and-database-timeouts.md).
 * Admin is granted only by the operator's command (`npm run admin -- grant EMAIL`), never by
 * signing up, signing in or claiming an account. When ADMIN_EMAILS is set it is an allow-list: a
 * granted admin whose e-mail is no longer listed holds a player's powers until it is listed again.
 * Without ADMIN_EMAILS the grant alone counts. Other roles are as stored.
 */
export function effectiveRole(config: Config, user: { email: string | null; role: Role }): Role {
  if (user.role !== "admin" || config.adminEmails.length === 0) return user.role;
  return user.email !== null && config.adminEmails.includes(user.email.toLowerCase()) ? "admin" : "player";
}

/** `user` with its stored role replaced by the role it holds now (`effectiveRole`). */
export function withEffectiveRole<T extends { email: string | null; role: Role }>(
  config: Config,
  user: T,
): T {
  const role = effectiveRole(config, user);
  return role === user.role ? user : { ...user, role };
}
