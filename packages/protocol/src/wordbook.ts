/**
 * Wordbook calls (docs/product.md §12, "Wordbook"). Public reads: they need no session.
 * - GET /api/wordbook → WordbookPageSummary[] (every page, in page order, without words);
 * - GET /api/wordbook/page/:n → WordbookPageResponse, or 404 "Wordbook page N does not exist.";
 * - GET /api/wordbook/random → WordbookPageResponse (any page, uniformly).
 */

/** One page in the list (docs/product.md §11, "Wordbook page", without its words). */
export interface WordbookPageSummary {
  pageNumber: number;
  /** The display name, e.g. "Common Objects" (the `category` of docs/product.md §11). */
  category: string;
  /** A stable theme key, e.g. "objects". */
  categoryKey: string;
  difficulty: "easy" | "medium" | "hard";
  wordCount: number;
}

/** One page with its words (lower case) and each word's pinned WordNet sense key. */
export interface WordbookPageResponse extends WordbookPageSummary {
  words: string[];
  senses: string[];
}

/** POST /api/riddles/:id/publish → the stored review entry (201 when new, 200 when already stored). */
export interface PublishRiddleResponse {
  id: string;
  riddleId: string;
  status: "pending" | "approved" | "rejected";
}
