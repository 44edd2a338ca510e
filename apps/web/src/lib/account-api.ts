import type { ClaimAccountBody, LoginBody, ProfileUpdateBody, SignupBody, User } from "@riddlebook/protocol";
import { apiJson } from "./api";

/** The account calls ("Auth", "User"), typed by the protocol package. */

export const USER_STATS_KEY = ["/api/user/stats"] as const;

export const signup = (body: SignupBody) => apiJson<User, SignupBody>("POST", "/api/auth/signup", body);

export const login = (body: LoginBody) => apiJson<User, LoginBody>("POST", "/api/auth/login", body);

/** Guest play: signs the visitor in as a new guest. */
export const guestLogin = () => apiJson<User>("POST", "/api/dev-auto-login");

export const updateProfile = (body: ProfileUpdateBody) =>
  apiJson<User, ProfileUpdateBody>("PATCH", "/api/user/profile", body);

export const claimAccount = (body: ClaimAccountBody) =>
  apiJson<User, ClaimAccountBody>("POST", "/api/user/claim", body);
