// The light wordbook entry (`@riddlebook/words/wordbook`): pages, their words, and a lazy loader
// for one page's checker data. Safe for the browser: no WordNet, no Node modules.
export { loadPageData } from "./load-page-data";
export { DIFFICULTIES, type Difficulty, type PageSummary, type WordbookPage } from "./types";
export {
  getPage,
  isWordOnPage,
  listPages,
  pageNumbers,
  pagesWithWord,
  randomPageNumber,
  WORDBOOK_LOOKUP,
} from "./wordbook";
