import type { User } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest, isNetworkError } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";

/**
 * The "who is signed in" read: GET /api/auth/session answers the user, or 204 for a visitor (a 401
 * would show as a failed request in every visitor's console). Started before the first render by
 * src/pwa/warm-start.ts.
 */
export const authUserQuery = {
  queryKey: AUTH_USER_KEY,
  queryFn: async (): Promise<User | null> => {
    const res = await apiRequest("GET", "/api/auth/session");
    return res.status === 204 ? null : ((await res.json()) as User);
  },
};

/**
 * The signed-in user: `isLoading` while the read runs, then `user` or null (signed out).
 * `unreachable` when the read failed on the network (offline), with `retry` to read again.
 */
export function useAuth() {
  const { data, isLoading, error, refetch } = useQuery<User | null>(authUserQuery);
  const user = data ?? null;
  const unreachable = user === null && isNetworkError(error);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { user, isLoading, isAuthenticated: user !== null, unreachable, retry };
}
