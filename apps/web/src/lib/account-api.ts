import type {
  AccountDeletedResponse,
  ClaimAccountBody,
  DeleteAccountBody,
  LoginBody,
  ProfileUpdateBody,
  SignupBody,
  User,
} from "@riddlebook/protocol";
import { apiJson, apiRequest, keyedJson } from "./api";

/**
 * The account calls ("Auth", "User"), typed by the protocol package. Sign-up, guest play and the
 * profile update carry an Idempotency-Key (ADR 016).
 */

export const USER_STATS_KEY = ["/api/user/stats"] as const;

/** Sent with an Idempotency-Key: a resent sign-up signs in to the account the first one made. */
export const signup = (body: SignupBody) => keyedJson<User, SignupBody>("POST", "/api/auth/signup", body);

export const login = (body: LoginBody) => apiJson<User, LoginBody>("POST", "/api/auth/login", body);

/** Guest play: signs the visitor in as a new guest. */
export const guestLogin = () => keyedJson<User>("POST", "/api/dev-auto-login");

export const updateProfile = (body: ProfileUpdateBody) =>
  keyedJson<User, ProfileUpdateBody>("PATCH", "/api/user/profile", body);

export const claimAccount = (body: ClaimAccountBody) =>
  apiJson<User, ClaimAccountBody>("POST", "/api/user/claim", body);

/** Deletes the signed-in account (ADR 023); the server ends every session of it. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiJson<AccountDeletedResponse, DeleteAccountBody>("DELETE", "/api/account", body);

/** The account's data export as a file: its contents and the name the server gave it. */
export async function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiRequest("GET", "/api/account/export");
  const disposition = res.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "riddlebook-data.json";
  return { blob: await res.blob(), fileName };
}
