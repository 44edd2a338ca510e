import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { loginText } from "../i18n/en/login";
import { guestLogin } from "../lib/account-api";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";

/**
 * Guest play (ADR 004): POST /api/dev-auto-login signs the visitor in as a new
 * guest. On success go to `destination` ("/", or the invite link's page), otherwise say so and go
 * to the login page.
 */
export function useGuestLogin(destination = "/") {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: guestLogin,
    meta: { handlesUnauthorized: true },
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      navigate(destination);
    },
    onError: () => {
      toast({
        title: loginText.t("guest.failedTitle"),
        description: loginText.t("guest.failedText"),
        variant: "destructive",
      });
      navigate("/login");
    },
  });
}
