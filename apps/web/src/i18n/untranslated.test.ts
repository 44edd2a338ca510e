import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every user-facing text of the web client goes through the catalogue (docs/decisions/034-i18n.md).
 * This scans every source file under apps/web/src (tests and test support excepted) for texts written
 * in place: JSX text, string literals rendered as JSX children (also through `a ? "x" : "y"`,
 * `a && "x"`, templates), user-facing attributes (`aria-label`, `title`, `placeholder`, `alt`, `label`,
 * ...) and the texts given to toast(), toastError() and confirm().
 */

const SOURCE_ROOT = join(import.meta.dirname, "..");

/** Props and attributes that reach the screen or a screen reader. */
const USER_FACING_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "ariaLabel",
  "alt",
  "cancelLabel",
  "confirmLabel",
  "description",
  "empty",
  "emptyText",
  "error",
  "heading",
  "hint",
  "label",
  "legend",
  "message",
  "placeholder",
  "subtitle",
  "term",
  "text",
  "title",
  "triggerLabel",
]);

/** Calls whose string arguments, and object arguments' string properties, are shown to the player. */
const USER_FACING_CALLS = new Set(["toast", "toastError", "confirm", "alert", "carryToastAcrossNavigation"]);
const USER_FACING_PROPERTIES = new Set(["title", "description", "label", "body"]);

/**
 * Texts allowed in place, with why. A text with no run of two letters (symbols like "×", "·", "—",
 * "…", "+", "/", digits, emoji) is never reported; these are the words allowed besides.
 */
const ALLOWED_TEXTS = new Set([
  // The product's name, the same in every language.
  "Riddlebook",
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !ALLOWED_TEXTS.has(text.trim());

interface Finding {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test-support" ? [] : sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source && entry.name !== "test-support.tsx" && entry.name !== "test-support.ts" ? [path] : [];
  });
}

/** The texts of the string literals an expression renders as it is (through ?:, &&, ||, ??, parens). */
function renderedTexts(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node)) {
    return [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => ({
      node: part,
      text: part.text,
    }));
  }
  if (ts.isParenthesizedExpression(node)) return renderedTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...renderedTexts(node.whenTrue), ...renderedTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return renderedTexts(node.right);
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...renderedTexts(node.left), ...renderedTexts(node.right)];
    }
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Texts written in place in one source file. */
function untranslatedTexts(path: string, code = readFileSync(path, "utf8")): Finding[] {
  const file = relative(SOURCE_ROOT, path);
  const source = ts.createSourceFile(
    path,
    code,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ file, line, text: text.trim().replace(/\s+/g, " ") });
  };
  const reportExpression = (expression: ts.Expression) => {
    for (const found of renderedTexts(expression)) report(found.node, found.text);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportExpression(node.expression);
    } else if (
      ts.isJsxAttribute(node) &&
      USER_FACING_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer
    ) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) reportExpression(value.expression);
    } else if (ts.isCallExpression(node) && USER_FACING_CALLS.has(calleeName(node) ?? "")) {
      for (const argument of node.arguments) {
        if (ts.isObjectLiteralExpression(argument)) {
          for (const property of argument.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              USER_FACING_PROPERTIES.has(property.name.getText(source))
            ) {
              reportExpression(property.initializer);
            }
          }
        } else reportExpression(argument);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe("the web client's texts", () => {
  it("all go through the catalogue: no user-facing text is written in place", () => {
    const files = sourceFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(100);
    const findings = files
      .flatMap((file) => untranslatedTexts(file))
      .map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(findings).toEqual([]);
  });

  it("finds texts written in place in JSX, attributes, conditionals, templates and toasts", () => {
    const sample = `
      export function Sample({ ready, n }: { ready: boolean; n: number }) {
        const t = gameText.useT();
        toast({ title: "Saved", description: t("saved") });
        toastError(new Error(), "Could not save", "Try again.");
        return (
          <section aria-label={t("section")} className="grid gap-2">
            <h1>Welcome back</h1>
            <button type="button" aria-label="Close dialog" title={t("close")}>×</button>
            <input placeholder={"Guess the word"} data-testid="guess" />
            <p>{ready ? "Ready" : "Waiting"} · {n}</p>
            <p>{\`\${n} players\`}</p>
            <p>{t("count", { count: n })} Riddlebook</p>
          </section>
        );
      }`;
    expect(untranslatedTexts(join(SOURCE_ROOT, "sample.tsx"), sample).map((f) => f.text)).toEqual([
      "Saved",
      "Could not save",
      "Try again.",
      "Welcome back",
      "Close dialog",
      "Guess the word",
      "Ready",
      "Waiting",
      "players",
    ]);
  });
});
