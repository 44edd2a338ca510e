import { HttpError } from "../http/errors";

export const usernameTaken = () => new HttpError(409, "username_taken", "That username is taken.");
export const emailTaken = () =>
  new HttpError(409, "email_taken", "An account with that e-mail already exists.");
export const invalidCredentials = () =>
  new HttpError(401, "invalid_credentials", "Invalid e-mail or password.");
export const notGuest = () =>
  new HttpError(409, "not_guest", "This account already has an e-mail and password.");
