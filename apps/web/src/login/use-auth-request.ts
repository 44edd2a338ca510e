import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commonText } from "../i18n/en/common";
import { loginText } from "../i18n/en/login";
import { login, signup } from "../lib/account-api";
import { isNetworkError, serverMessage } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";
import { carryToastAcrossNavigation, type ToastInput, toast } from "../toast/toast-store";
import type { AuthRequest } from "./auth-values";

/**
 * Signing up or in. On success: welcome, store the user, and after a moment load `destination` ("/",
 * or the page an invite link came from, already checked by `safeReturnTo`) afresh (the welcome is
 * carried across that navigation). On failure: the server's message, or a network hint.
 */
export function useAuthRequest(destination = "/") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AuthRequest) =>
      request.mode === "signup" ? signup(request.body) : login(request.body),
    // A 401 from sign-in means "wrong e-mail or password", not a lost session.
    meta: { handlesUnauthorized: true },
    onSuccess: (user, request) => {
      const { t } = loginText;
      const welcome: ToastInput =
        request.mode === "signup"
          ? { title: t("welcome.signupTitle"), description: t("welcome.signupText") }
          : { title: t("welcome.signinTitle"), description: t("welcome.signinText") };
      toast(welcome);
      queryClient.setQueryData(AUTH_USER_KEY, user);
      setTimeout(() => {
        // Home shows the same welcome, so it does not vanish with this page.
        carryToastAcrossNavigation(welcome);
        window.location.replace(destination);
      }, CLIENT_TIMINGS.redirectAfterAuthMs);
    },
    onError: (error) => {
      toast({
        title: commonText.t("error"),
        description: isNetworkError(error)
          ? loginText.t("failed.network")
          : (serverMessage(error) ?? commonText.t("somethingWentWrong")),
        variant: "destructive",
      });
    },
  });
}
