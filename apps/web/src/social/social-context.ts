import { createContext } from "react";
import type { UserSocketLink } from "./user-pushes";

/**
 * True inside `UserSocketProvider`: the user socket is open and keeps the friends and challenges
 * queries current, so a screen may read them (the header's Friends badge does only then).
 */
export const SocialContext = createContext(false);

/**
 * The app's one user socket (`/ws/user`) inside `UserSocketProvider`, null outside it: a screen that
 * needs a user push (quick match's `match_found`) listens here instead of opening a socket of its own.
 */
export const UserSocketContext = createContext<UserSocketLink | null>(null);
