import type { User } from "@riddlebook/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiJson } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";
import { toast } from "../toast/toast-store";

/**
 * Guest play (decisions.md, accounts 3): POST /api/dev-auto-login signs the visitor in as a new
 * guest. On success go to "/", otherwise say so and go to the login page (spec section 7).
 */
export function useGuestLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiJson<User>("POST", "/api/dev-auto-login"),
    meta: { handlesUnauthorized: true },
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      navigate("/");
    },
    onError: () => {
      toast({
        title: "Login Error",
        description: "Unable to log in. Please try again.",
        variant: "destructive",
      });
      navigate("/login");
    },
  });
}
