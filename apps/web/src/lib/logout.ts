/** Signing out is a navigation: the server destroys the session and redirects to "/". */
export function logout(): void {
  window.location.href = "/api/logout";
}
