import i18next, { type FlatNamespace, type ResourceKey, type TFunction } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";

/**
 * The web client's one i18next instance (docs/decisions/034-i18n.md). English is bundled: each area's
 * catalogue (src/i18n/en/<namespace>.ts) registers itself when the code that uses it loads, so a page's
 * texts travel in that page's chunk and the first render never shows a key. The pseudo-locale is
 * generated from the English catalogues by a module loaded only when it is chosen.
 */

/** The languages the app can show: English and the generated pseudo-locale. */
export const LANGUAGES = { english: "en", pseudo: "en-XA" } as const;
type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Where the chosen language is remembered (`?lng=pseudo` stores it; `?lng=en` goes back). */
const LANGUAGE_STORAGE_KEY = "riddlebook.language";

/** `?lng=`/stored values that name a language, mapped to it. */
const LANGUAGE_NAMES: Record<string, Language> = {
  en: LANGUAGES.english,
  pseudo: LANGUAGES.pseudo,
  "en-xa": LANGUAGES.pseudo,
};

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: Language): void {
  try {
    if (language === LANGUAGES.english) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** The language asked for by `?lng=` (remembered from then on), else the stored one, else English. */
function detectLanguage(): Language {
  if (typeof window === "undefined") return LANGUAGES.english;
  const asked = new URLSearchParams(window.location.search).get("lng")?.toLowerCase();
  const fromQuery = asked ? LANGUAGE_NAMES[asked] : undefined;
  if (fromQuery) {
    store(fromQuery);
    return fromQuery;
  }
  return LANGUAGE_NAMES[readStored()?.toLowerCase() ?? ""] ?? LANGUAGES.english;
}

/** A key or placeholder with no text is a bug: it throws in unit tests and is logged elsewhere. */
function reportMissing(message: string): void {
  if (import.meta.env.MODE === "test") throw new Error(message);
  console.error(message);
}

export const i18n = i18next.createInstance();

const language = detectLanguage();

i18n.use(initReactI18next).init({
  lng: language,
  fallbackLng: LANGUAGES.english,
  supportedLngs: Object.values(LANGUAGES),
  // Synchronous: the bundled English is there before the first render.
  initAsync: false,
  resources: {},
  partialBundledLanguages: true,
  ns: [],
  defaultNS: "common",
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => {
    reportMissing(`i18n: no text for "${namespace}:${key}" (docs/decisions/034-i18n.md)`);
  },
  missingInterpolationHandler: (text, value) => {
    reportMissing(`i18n: no value for {{${String(value[1])}}} in "${text}"`);
    return "";
  },
  react: { useSuspense: false },
});

if (typeof document !== "undefined") document.documentElement.lang = language;

/** Turns an English text into the pseudo-locale's; set once the pseudo module has loaded. */
let pseudoize: ((resource: ResourceKey) => ResourceKey) | undefined;
/** Applied to Intl output (dates, relative times) so the pseudo-locale shows they were formatted. */
let decorateFormatted: (text: string) => string = (text) => text;

const registered = new Map<string, ResourceKey>();

function addPseudoBundle(namespace: string, resource: ResourceKey): void {
  if (pseudoize) i18n.addResourceBundle(LANGUAGES.pseudo, namespace, pseudoize(resource), true, true);
}

/**
 * Resolves once the chosen language can render. English is ready at once (undefined: render now);
 * the pseudo-locale first loads its generator, which then converts every catalogue, those already
 * registered and those registered by chunks that load later.
 */
export function languageReady(): Promise<void> | undefined {
  if (language !== LANGUAGES.pseudo) return undefined;
  return import("./pseudo").then((pseudo) => {
    pseudoize = pseudo.pseudoizeResource;
    decorateFormatted = pseudo.pseudoizeText;
    for (const [namespace, resource] of registered) addPseudoBundle(namespace, resource);
  });
}

/** The active language's Intl output decoration (identity for English). */
export function decorate(text: string): string {
  return decorateFormatted(text);
}

/** A namespace's texts in React (`useT`) and outside it (`t`: toasts, share texts, errors). */
export interface Catalogue<N extends FlatNamespace> {
  /** The namespace's name (its catalogue file is the kebab-case of it). */
  namespace: N;
  /** The `t` of this namespace for a component; re-renders it when the language changes. */
  useT(): TFunction<N>;
  /** The `t` of this namespace for code outside React; reads the language at each call. */
  t: TFunction<N>;
}

/**
 * Registers one namespace's English texts and returns its `t`s. Called once at the top of its
 * catalogue file (src/i18n/en/<namespace>.ts), so importing the catalogue is what makes its texts
 * available: no text reaches a chunk that does not use it.
 */
export function defineCatalogue<N extends FlatNamespace>(namespace: N, english: ResourceKey): Catalogue<N> {
  registered.set(namespace, english);
  i18n.addResourceBundle(LANGUAGES.english, namespace, english, true, true);
  addPseudoBundle(namespace, english);
  return {
    namespace,
    useT: () => useTranslation(namespace).t as TFunction<N>,
    t: i18n.getFixedT(null, namespace) as TFunction<N>,
  };
}

/** CustomTypeOptions: `t` keys are checked against the catalogues, and so are `{{placeholders}}`. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    strictKeyChecks: true;
    strictInterpolationChecks: true;
  }
}
