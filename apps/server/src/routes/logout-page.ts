/**
 * The page `GET /api/logout` answers a navigation from another site with, instead of signing anyone
 * out (docs/product.md §12, docs/reliability.md A38): a link or image on any page could otherwise
 * sign a player out mid-game. Its button sends the same GET again, now from our own page
 * (`Sec-Fetch-Site: same-origin`), which signs out. Plain HTML with an inline style only, which the
 * Content-Security-Policy allows; no script.
 */
export const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out of Riddlebook?</title>
<style>
body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf7f2;color:#1f2937}
main{max-width:26rem;padding:2rem;text-align:center}
button,a{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;margin:.25rem;display:inline-block}
button{background:#4f46e5;color:#fff;border:0;cursor:pointer}
a{color:#4f46e5}
</style>
</head>
<body>
<main>
<h1>Sign out of Riddlebook?</h1>
<p>Another site sent you here. Sign out only if you meant to.</p>
<form method="get" action="/api/logout"><button type="submit">Sign out</button></form>
<a href="/">Stay signed in</a>
</main>
</body>
</html>
`;
