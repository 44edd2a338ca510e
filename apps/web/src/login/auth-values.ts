import { type LoginBody, loginBodySchema, type SignupBody, signupBodySchema } from "@riddlebook/protocol";
import { fieldErrors } from "../lib/form-errors";

/** Which form the login page shows. */
export type AuthMode = "signup" | "signin";

/** The inputs of both forms, as typed (sign-in uses only e-mail and password). */
export type AuthValues = {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
};
/** One input's name. */
export type AuthField = keyof AuthValues;

/** Every input empty: how the page starts. */
export const EMPTY_AUTH_VALUES: AuthValues = {
  email: "",
  firstName: "",
  lastName: "",
  username: "",
  password: "",
};

/** The fields each form shows, in order (the first invalid one takes focus). */
export const AUTH_FIELDS: Record<AuthMode, readonly AuthField[]> = {
  signup: ["email", "firstName", "lastName", "username", "password"],
  signin: ["email", "password"],
};

/** A valid call for the form: the protocol's body for sign-up or sign-in. */
export type AuthRequest = { mode: "signup"; body: SignupBody } | { mode: "signin"; body: LoginBody };

/**
 * Checks the form's values with the protocol's schema: the request to send, or one message per
 * invalid field.
 */
export function validateAuth(
  mode: AuthMode,
  values: AuthValues,
): { request: AuthRequest } | { errors: Partial<Record<AuthField, string>> } {
  const input = Object.fromEntries(AUTH_FIELDS[mode].map((f) => [f, values[f]]));
  if (mode === "signup") {
    const parsed = signupBodySchema.safeParse(input);
    return parsed.success
      ? { request: { mode, body: parsed.data } }
      : { errors: fieldErrors(parsed.error.issues) };
  }
  const parsed = loginBodySchema.safeParse(input);
  return parsed.success
    ? { request: { mode, body: parsed.data } }
    : { errors: fieldErrors(parsed.error.issues) };
}
