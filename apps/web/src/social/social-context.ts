import { createContext } from "react";

/**
 * True inside `UserSocketProvider`: the user socket is open and keeps the friends and challenges
 * queries current, so a screen may read them (the header's Friends badge does only then).
 */
export const SocialContext = createContext(false);
