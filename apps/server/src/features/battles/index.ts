// The battles feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { registerBattleRoutes } from "./routes";
export { battleRatingOf, battleRecordOf } from "./service";
