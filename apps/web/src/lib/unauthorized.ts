import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { commonText } from "../i18n/en/common";
import { carryToastAcrossNavigation, type ToastInput, toast } from "../toast/toast-store";

let redirecting = false;

/**
 * A 401 outside the "who am I" read means the session is gone: say so, then send
 * the browser to the login page after 500 ms. A full navigation drops every cached query, so the
 * login page starts from a clean slate. Repeated 401s in the same moment show one toast.
 */
export function handleUnauthorized(delayMs: number = CLIENT_TIMINGS.redirectAfterUnauthorizedMs): void {
  if (redirecting) return;
  redirecting = true;
  const message: ToastInput = {
    title: commonText.t("signedOut.title"),
    description: commonText.t("signedOut.text"),
    variant: "destructive",
  };
  toast(message);
  setTimeout(() => {
    // The login page shows the same message, so it does not vanish with this document.
    carryToastAcrossNavigation(message);
    window.location.href = "/login";
  }, delayMs);
}
