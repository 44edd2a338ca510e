import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * The path of a file under `packages/bots/generated/` (`npm run build -w @riddlebook/bots`), or
 * undefined when it is missing; callers then compute what it holds.
 */
export function generatedFile(name: string): string | undefined {
  const local = fileURLToPath(new URL(`../../generated/${name}`, import.meta.url));
  if (existsSync(local)) return local;
  try {
    // Bundled (the server inlines this package): resolve through the package's exports.
    return createRequire(import.meta.url).resolve(`@riddlebook/bots/generated/${name}`);
  } catch {
    return undefined;
  }
}
