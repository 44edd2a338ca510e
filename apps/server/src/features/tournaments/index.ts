// The tournaments feature (docs/decisions/033-tournaments.md, 041-feature-modules.md): the only file
// app.ts or another feature imports.
export { registerTournamentRoutes } from "./routes";
export { TournamentService } from "./service";
