import type { ComponentType, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { CalendarIcon, KeyIcon, ShieldIcon, VaultIcon } from "../community/icons";
import { useAuth } from "../hooks/use-auth";
import { commonText } from "../i18n/en/common";
import { logout } from "../lib/logout";
import { StreamerModeToggle } from "../lib/streamer-mode";
import { ThemeToggle } from "../lib/theme";
import { FriendsBadge } from "../social/friends-badge";
import { HomeIcon, LogoutIcon, SparklesIcon, UserIcon, UsersIcon } from "./icons";
import { Wordmark } from "./logo";
import { TooltipsOnDemand, WithTooltip } from "./tooltips-on-demand";

type HeaderLinkKey =
  | "dashboard"
  | "friends"
  | "vault"
  | "daily"
  | "advanced-modes"
  | "profile"
  | "review"
  | "admin";

/** Each link's path and icon; its name is the catalogue's `nav.<key>`. */
const LINKS: Record<HeaderLinkKey, { href: string; Icon: ComponentType<{ className?: string }> }> = {
  dashboard: { href: "/", Icon: HomeIcon },
  friends: { href: "/friends", Icon: UsersIcon },
  vault: { href: "/vault", Icon: VaultIcon },
  daily: { href: "/daily", Icon: CalendarIcon },
  "advanced-modes": { href: "/advanced-modes", Icon: SparklesIcon },
  profile: { href: "/profile", Icon: UserIcon },
  review: { href: "/admin/riddle-review", Icon: ShieldIcon },
  admin: { href: "/admin", Icon: KeyIcon },
};

const navItemClass =
  "relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:px-2.5";

/**
 * The signed-in header: the Riddlebook name linking home, icon links (their names are visible from
 * the sm breakpoint and always in a 700 ms tooltip) and Logout, which navigates to /api/logout. The
 * Friends link counts the friend requests and challenges waiting for an answer. With `roleLinks`
 * (the default) moderators also get Review and admins Admin, unless the page is that one.
 */
export function AppHeader({
  links = ["friends", "vault", "daily", "advanced-modes", "profile"],
  roleLinks = true,
  children,
}: {
  links?: readonly HeaderLinkKey[];
  roleLinks?: boolean;
  children?: ReactNode;
}) {
  const t = commonText.useT();
  const { user } = useAuth();
  const [location] = useLocation();
  const role = user?.role ?? "player";
  const shown: HeaderLinkKey[] = [...links];
  const addRoleLink = (key: "review" | "admin") => {
    if (roleLinks && !shown.includes(key) && LINKS[key].href !== location) shown.push(key);
  };
  if (role === "moderator" || role === "admin") addRoleLink("review");
  if (role === "admin") addRoleLink("admin");
  // A moderator's or an admin's header holds more links than fit one row with their names beside
  // them: their names show from 1280 px (xl), where the header grows wider than the page, and as
  // tooltips below; so the header never wraps (docs/product.md §2).
  const crowded = shown.includes("review") || shown.includes("admin");
  const labelClass = crowded ? "sr-only xl:not-sr-only" : "sr-only sm:not-sr-only";
  return (
    <TooltipsOnDemand>
      <header className="border-b border-slate-200 bg-white">
        <div
          className={`mx-auto flex max-w-5xl ${crowded ? "xl:max-w-7xl" : ""} flex-wrap items-center justify-between gap-x-1 px-2 py-2 sm:flex-nowrap sm:gap-2 sm:px-4`}
        >
          <Link
            href="/"
            className="flex min-h-11 shrink-0 items-center rounded-lg p-1"
            aria-label={t("header.home")}
          >
            <Wordmark />
          </Link>
          {children ? (
            // On a phone the page's part (the game's phase) gets a row of its own under the logo and
            // the links, so it never squeezes the logo or breaks inside a word; inline from sm up.
            <div className="order-last flex w-full min-w-0 justify-center sm:order-none sm:w-auto sm:flex-1">
              {children}
            </div>
          ) : null}
          <nav
            aria-label={t("header.mainNav")}
            className="flex flex-wrap items-center justify-end gap-0.5 sm:gap-1"
          >
            {shown.map((key) => {
              const { href, Icon } = LINKS[key];
              const label = t(`nav.${key}`);
              return (
                <WithTooltip key={key} label={label}>
                  <Link href={href} className={navItemClass}>
                    <Icon />
                    <span className={labelClass}>{label}</span>
                    {key === "friends" ? <FriendsBadge /> : null}
                  </Link>
                </WithTooltip>
              );
            })}
            <WithTooltip label={t("header.streamerTooltip")}>
              <StreamerModeToggle className={navItemClass} />
            </WithTooltip>
            <WithTooltip label={t("header.themeTooltip")}>
              <ThemeToggle className={navItemClass} />
            </WithTooltip>
            <WithTooltip label={t("header.logout")}>
              <button type="button" onClick={logout} className={navItemClass}>
                <LogoutIcon />
                <span className={labelClass}>{t("header.logout")}</span>
              </button>
            </WithTooltip>
          </nav>
        </div>
      </header>
    </TooltipsOnDemand>
  );
}
