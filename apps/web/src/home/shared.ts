/** What every home tab gets from the panel: the shared player name, checked before any call. */
export interface TabProps {
  /** The trimmed player name, or null after showing "Please enter your name". */
  requireName: () => string | null;
}
