// Albums of finished games (docs/decisions/041-feature-modules.md): the only file app.ts or another
// feature imports.
export { registerAlbumRoutes } from "./routes";
