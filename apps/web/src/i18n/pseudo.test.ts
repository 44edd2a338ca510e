import type { ResourceKey } from "i18next";
import { describe, expect, it } from "vitest";
import { type Catalogue, i18n, LANGUAGES } from "./i18n";
import { pseudoizeResource, pseudoizeText } from "./pseudo";

// Every catalogue file, as the app's chunks would load them (each registers its namespace on import).
const catalogues = import.meta.glob<Record<string, Catalogue<never>>>("./en/*.ts", { eager: true });

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(resource: ResourceKey, prefix = ""): [string, string][] {
  if (typeof resource === "string") return [[prefix, resource]];
  return Object.entries(resource).flatMap(([key, value]) =>
    leaves(value as ResourceKey, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>/g)].map((m) => m[0]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each catalogue file's one exported catalogue, by file. */
const exported = Object.entries(catalogues).map(([path, module]) => ({
  path,
  catalogues: Object.values(module),
}));
const namespaces: string[] = exported.flatMap((file) =>
  file.catalogues.map((catalogue) => catalogue.namespace),
);

describe("the English catalogues", () => {
  it("are one file per namespace, named like it, each registering its namespace", () => {
    expect(namespaces.length).toBeGreaterThan(5);
    for (const file of exported) {
      expect(file.catalogues, file.path).toHaveLength(1);
      const namespace = file.catalogues[0]?.namespace ?? "";
      expect(file.path).toBe(`./en/${kebab(namespace)}.ts`);
      expect(i18n.hasResourceBundle(LANGUAGES.english, namespace)).toBe(true);
    }
  });

  it("name no Trans tag after an HTML void element, which the parser would leave empty", () => {
    // `<link>Story Mode</link>` rendered an empty link: react-i18next reads <link> as a void element.
    const voidElements = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)\s*\/?>/i;
    for (const namespace of namespaces) {
      for (const [key, text] of leaves(i18n.getResourceBundle(LANGUAGES.english, namespace))) {
        expect(text, `${namespace}:${key}`).not.toMatch(voidElements);
      }
    }
  });

  it("have no empty text", () => {
    for (const namespace of namespaces) {
      for (const [key, text] of leaves(i18n.getResourceBundle(LANGUAGES.english, namespace))) {
        expect(text.trim(), `${namespace}:${key}`).not.toBe("");
      }
    }
  });
});

describe("the pseudo-locale", () => {
  it("has exactly the English keys and keeps every placeholder, nesting and Trans tag", () => {
    for (const namespace of namespaces) {
      const english = leaves(i18n.getResourceBundle(LANGUAGES.english, namespace));
      const pseudo = leaves(pseudoizeResource(i18n.getResourceBundle(LANGUAGES.english, namespace)));
      expect(pseudo.map(([key]) => key)).toEqual(english.map(([key]) => key));
      pseudo.forEach(([key, text], index) => {
        const source = english[index]?.[1] ?? "";
        expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(source));
        expect(text, `${namespace}:${key}`).toMatch(/^\[.*~\]$/s);
        // No English word is left: every ASCII letter outside placeholders was accented.
        expect(
          text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>/g, ""),
          `${namespace}:${key}`,
        ).not.toMatch(/[A-Za-z]/);
      });
    }
  });

  it("is about 30 % longer, in brackets, with placeholders intact", () => {
    expect(pseudoizeText("Sign in")).toBe("[Ŝîĝñ îñ ~~~]");
    expect(pseudoizeText("Hello, {{name}}!")).toBe("[Ĥéļļö, {{name}}! ~~~]");
    expect(pseudoizeText("Read <link>the rules</link>")).toBe("[Ŕéáð <link>ţĥé ŕûļéš</link> ~~~~~]");
    expect(pseudoizeText("")).toBe("");
  });

  it("renders plurals through Intl.PluralRules and interpolates values", () => {
    for (const namespace of namespaces) {
      i18n.addResourceBundle(
        LANGUAGES.pseudo,
        namespace,
        pseudoizeResource(i18n.getResourceBundle(LANGUAGES.english, namespace)),
        true,
        true,
      );
    }
    const t = i18n.getFixedT(LANGUAGES.pseudo, "common");
    expect(t("duration.seconds", { count: 1 })).toBe("[1 šéçöñð ~~~]");
    expect(t("duration.seconds", { count: 5 })).toBe("[5 šéçöñðš ~~~]");
    const english = i18n.getFixedT(LANGUAGES.english, "common");
    expect(english("duration.minutes", { count: 1 })).toBe("1 minute");
    expect(english("duration.minutes", { count: 3 })).toBe("3 minutes");
  });
});
