import { PAGE_DATA_LOADERS } from "../../generated/page-loaders";
import type { PageData } from "../check/types";

/**
 * Load one page's precomputed data lazily (in the browser each page is its own chunk of a few kB
 * gzipped). Resolves to undefined for an unknown page.
 */
export async function loadPageData(pageNumber: number): Promise<PageData | undefined> {
  const load = PAGE_DATA_LOADERS.get(pageNumber);
  return load ? load() : undefined;
}
