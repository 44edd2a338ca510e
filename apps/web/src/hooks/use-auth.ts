import type { User } from "@riddlebook/protocol";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/query-client";

/** The signed-in user: `isLoading` while GET /api/auth/user runs, then `user` or null (signed out). */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
