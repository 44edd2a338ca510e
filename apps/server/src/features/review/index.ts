// The review feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { ReviewQueueHook } from "./queue-hook";
export { registerReviewRoutes } from "./routes";
