import { defineCatalogue } from "../i18n";

/** English texts of signing in and up (src/login). */
const login = {
  fields: {
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    username: "Username",
    usernameHint: "{{min}}–{{max}} letters, digits or underscores.",
    password: "Password",
    passwordHint_one: "At least {{count}} character.",
    passwordHint_other: "At least {{count}} characters.",
  },
  submit: {
    signup: "Create Account",
    signin: "Sign In",
  },
  welcome: {
    signupTitle: "Welcome to Riddlebook!",
    signupText: "Your account has been created successfully.",
    signinTitle: "Welcome back!",
    signinText: "You've been logged in successfully.",
  },
  failed: {
    network: "Failed to connect. Please check your internet connection.",
  },
  guest: {
    failedTitle: "Login Error",
    failedText: "Unable to log in. Please try again.",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    login: typeof login;
  }
}

export const loginText = defineCatalogue("login", login);
