import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isUnauthorizedError } from "./api";
import { handleUnauthorized } from "./unauthorized";

/**
 * Query and mutation `meta` understood by the client. `handlesUnauthorized: true` marks a call whose
 * 401 is an ordinary answer (sign-in with a wrong password), not a lost session.
 */
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { handlesUnauthorized?: boolean };
    mutationMeta: { handlesUnauthorized?: boolean };
  }
}

/** The current-user read. A 401 here means "signed out" and resolves to null. */
export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** Fetch defaults: no retry, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && !query.meta?.handlesUnauthorized) handleUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorizedError(error) && !mutation.meta?.handlesUnauthorized) handleUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
