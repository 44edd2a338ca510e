// The challenges feature (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { registerChallengeRoutes } from "./routes";
export { ChallengeService, challengeById } from "./service";
