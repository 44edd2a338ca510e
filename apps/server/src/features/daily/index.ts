// The riddle of the day (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { registerDailyRoutes } from "./routes";
