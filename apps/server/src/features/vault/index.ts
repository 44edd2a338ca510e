// The Riddle Vault (docs/decisions/041-feature-modules.md): the only file app.ts or another feature
// imports. The riddle of the day (features/daily) plays its riddle through this service.
export { registerVaultRoutes } from "./routes";
export { guessesOf, guessRiddle, type PlayableRiddle, playableRiddle, vaultView } from "./service";
