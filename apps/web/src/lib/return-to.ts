/**
 * Where to go after signing in or up: a page of this app given as a same-origin relative path
 * (`/join/SUNSET42`, `/game/abc?invite=SUNSET42`). Anything else (another origin, a
 * protocol-relative `//host`, a backslash some browsers read as a slash, a scheme, control
 * characters) is refused, so a crafted link can never send a visitor elsewhere (an open redirect).
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 500) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Backslashes and control characters or spaces: browsers may read "/\host" as "//host".
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  const base = "https://riddlebook.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The login page itself is no destination (it would loop).
  if (url.pathname === "/login") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that comes back to `path` afterwards (`path` is this app's own page). */
export function loginHref(path: string, mode: "signup" | "signin" = "signup"): string {
  const params = new URLSearchParams();
  if (mode === "signin") params.set("mode", "signin");
  const next = safeReturnTo(path);
  if (next) params.set("next", next);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}
