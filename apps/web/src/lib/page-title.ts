import { wordbookText } from "../i18n/en/wordbook";
import { i18n } from "../i18n/i18n";

/**
 * A wordbook page's title in the chosen language (`?lng=pseudo` included), from the `wordbook`
 * catalogue. A page the catalogue does not know yet keeps the title the server sent.
 */
export function pageTitle(pageNumber: number, serverTitle: string): string {
  const key = `pageTitles.${pageNumber}`;
  if (!i18n.exists(key, { ns: wordbookText.namespace })) return serverTitle;
  // The key is one of the catalogue's, as i18n.exists just said; its type cannot say which.
  return wordbookText.t(key as "pageTitles.1");
}
