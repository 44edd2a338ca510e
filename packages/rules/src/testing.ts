// `@riddlebook/rules/testing`: the rules' test oracles, for the rules' own tests and for the
// server's. Not for production code.
export * from "./invariants";
export * from "./secrets";
export * from "./simulation";
