import * as Tooltip from "@radix-ui/react-tooltip";
import { CLIENT_TIMINGS } from "@riddlebook/rules";
import type { ComponentType, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { CalendarIcon, KeyIcon, ShieldIcon, VaultIcon } from "../community/icons";
import { useAuth } from "../hooks/use-auth";
import { logout } from "../lib/logout";
import { StreamerModeToggle } from "../lib/streamer-mode";
import { ThemeToggle } from "../lib/theme";
import { FriendsBadge } from "../social/friends-badge";
import { HomeIcon, LogoutIcon, SparklesIcon, UserIcon, UsersIcon } from "./icons";
import { Wordmark } from "./logo";

type HeaderLinkKey =
  | "dashboard"
  | "friends"
  | "vault"
  | "daily"
  | "advanced-modes"
  | "profile"
  | "review"
  | "admin";

const LINKS: Record<
  HeaderLinkKey,
  { href: string; label: string; Icon: ComponentType<{ className?: string }> }
> = {
  dashboard: { href: "/", label: "Dashboard", Icon: HomeIcon },
  friends: { href: "/friends", label: "Friends", Icon: UsersIcon },
  vault: { href: "/vault", label: "Vault", Icon: VaultIcon },
  daily: { href: "/daily", label: "Daily", Icon: CalendarIcon },
  "advanced-modes": { href: "/advanced-modes", label: "Advanced Modes", Icon: SparklesIcon },
  profile: { href: "/profile", label: "Profile", Icon: UserIcon },
  review: { href: "/admin/riddle-review", label: "Review", Icon: ShieldIcon },
  admin: { href: "/admin", label: "Admin", Icon: KeyIcon },
};

const navItemClass =
  "relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:px-3";

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

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
  const { user } = useAuth();
  const [location] = useLocation();
  const role = user?.role ?? "player";
  const shown: HeaderLinkKey[] = [...links];
  const addRoleLink = (key: "review" | "admin") => {
    if (roleLinks && !shown.includes(key) && LINKS[key].href !== location) shown.push(key);
  };
  if (role === "moderator" || role === "admin") addRoleLink("review");
  if (role === "admin") addRoleLink("admin");
  return (
    <Tooltip.Provider delayDuration={CLIENT_TIMINGS.tooltipDelayMs}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-1 px-2 py-2 sm:flex-nowrap sm:gap-2 sm:px-4">
          <Link
            href="/"
            className="flex min-h-11 shrink-0 items-center rounded-lg p-1"
            aria-label="Riddlebook home"
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
          <nav aria-label="Main" className="flex flex-wrap items-center justify-end gap-0.5 sm:gap-1">
            {shown.map((key) => {
              const { href, label, Icon } = LINKS[key];
              return (
                <WithTooltip key={key} label={label}>
                  <Link href={href} className={navItemClass}>
                    <Icon />
                    <span className="sr-only sm:not-sr-only">{label}</span>
                    {key === "friends" ? <FriendsBadge /> : null}
                  </Link>
                </WithTooltip>
              );
            })}
            <WithTooltip label="Streamer mode: hide join codes, links and e-mails">
              <StreamerModeToggle className={navItemClass} />
            </WithTooltip>
            <WithTooltip label="Colours: system, light or dark">
              <ThemeToggle className={navItemClass} />
            </WithTooltip>
            <WithTooltip label="Logout">
              <button type="button" onClick={logout} className={navItemClass}>
                <LogoutIcon />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </WithTooltip>
          </nav>
        </div>
      </header>
    </Tooltip.Provider>
  );
}
