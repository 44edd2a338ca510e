import { defineCatalogue } from "../i18n";

/**
 * The one text of the loading splash (pages/loading.tsx). It shows in the app shell before any page
 * loads, so it has its own tiny catalogue rather than bringing the pages' one into the first load.
 */
const loading = {
  loading: "Loading...",
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    loading: typeof loading;
  }
}

export const loadingText = defineCatalogue("loading", loading);
