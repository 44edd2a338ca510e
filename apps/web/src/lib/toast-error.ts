import { toast } from "../toast/toast-store";
import { serverMessage } from "./api";
import { splitMessage } from "./game-logic";

/**
 * A failed call as a destructive toast: the server's message when it sent one (split into title and
 * text when it reads "Title - text"), otherwise the given fallback title and text.
 */
export function toastError(error: unknown, fallbackTitle: string, fallbackText: string): void {
  const message = serverMessage(error);
  const { title, description } = message
    ? splitMessage(message, fallbackTitle)
    : { title: fallbackTitle, description: fallbackText };
  toast({ title, description, variant: "destructive" });
}
