import { CLIENT_TIMINGS } from "@riddlebook/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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
      const welcome: ToastInput =
        request.mode === "signup"
          ? { title: "Welcome to Riddlebook!", description: "Your account has been created successfully." }
          : { title: "Welcome back!", description: "You've been logged in successfully." };
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
        title: "Error",
        description: isNetworkError(error)
          ? "Failed to connect. Please check your internet connection."
          : (serverMessage(error) ?? "Something went wrong. Please try again."),
        variant: "destructive",
      });
    },
  });
}
