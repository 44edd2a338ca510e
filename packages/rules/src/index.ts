// The rules' public entry. Test oracles (simulation, invariants, the secret scan) live in the
// separate `@riddlebook/rules/testing` entry so production bundles never include them.
export * from "./apply-intent";
export * from "./clone-state";
export * from "./constants";
export * from "./context";
export * from "./create-game";
export * from "./event";
export * from "./game-state";
export * from "./guess-match";
export * from "./intent";
export { isKicked } from "./intents/kick";
export { type PlayAgainPlan, playAgainPlan } from "./intents/play-again";
export * from "./join-code";
export * from "./phases";
export * from "./players";
export * from "./public-info";
export * from "./random";
export * from "./rejection";
export * from "./rejection-messages";
export * from "./replay";
export * from "./riddle-check";
export * from "./rounds";
export * from "./scoring";
export * from "./text";
export * from "./timings";
export * from "./tournament";
export * from "./view";
export * from "./winners";
