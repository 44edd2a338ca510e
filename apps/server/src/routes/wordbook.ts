import type { WordbookPageResponse, WordbookPageSummary } from "@riddlebook/protocol";
import type { Rng } from "@riddlebook/rules";
import { getPage, listPages, randomPageNumber, type WordbookPage } from "@riddlebook/words/wordbook";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";

function toResponse(page: WordbookPage): WordbookPageResponse {
  return { ...page, words: [...page.words], senses: [...page.senses] };
}

/**
 * The wordbook (docs/product.md §12, "Wordbook"). Public reads: the pages are the same for everyone,
 * and hold no secret.
 */
export function registerWordbookRoutes(app: FastifyInstance, rng: Rng): void {
  const summaries: WordbookPageSummary[] = listPages().map((p) => ({ ...p }));

  app.get("/api/wordbook", async () => summaries);

  app.get("/api/wordbook/random", async () => {
    const page = getPage(randomPageNumber(rng));
    if (!page) throw new HttpError(404, "page_not_found", "The wordbook is empty.");
    return toResponse(page);
  });

  app.get("/api/wordbook/page/:n", async (request) => {
    const raw = String((request.params as { n?: unknown }).n ?? "");
    if (!/^[0-9]{1,6}$/.test(raw)) {
      throw new HttpError(400, "invalid_request", "A wordbook page number is a whole number, like 3.");
    }
    const page = getPage(Number(raw));
    if (!page) throw new HttpError(404, "page_not_found", `Wordbook page ${Number(raw)} does not exist.`);
    return toResponse(page);
  });
}
