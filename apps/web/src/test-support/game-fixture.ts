import {
  applyIntent,
  createGame,
  createSeededRng,
  type GameState,
  type GameView,
  type Intent,
  viewFor,
  type WordbookLookup,
} from "@riddlebook/rules";

/** Twelve words of page 1 (Common Objects), enough for a hand of 4 each for three players. */
const PAGE_1_WORDS = [
  "chair",
  "table",
  "lamp",
  "candle",
  "clock",
  "key",
  "spoon",
  "cup",
  "book",
  "pencil",
  "mirror",
  "pillow",
];

/** A one-page wordbook for fixtures that deal hands (docs/decisions/018-dealt-hands-and-page-rotation.md). */
const FIXTURE_WORDBOOK: WordbookLookup = {
  hasPage: (page) => page === 1,
  hasWord: (page, word) => page === 1 && PAGE_1_WORDS.includes(word),
  wordsOf: (page) => (page === 1 ? PAGE_1_WORDS : []),
  pagesLike: () => [1],
  allPages: () => [1],
};

/** The fixed clock of the fixtures, epoch ms. */
const T0 = 1_700_000_000_000;

/**
 * A real game for client tests, played by the rules package itself, so every view a test shows the
 * screens is one the server could send. The viewer is "me" (Mia, the host) unless told otherwise;
 * the others are "ana" (Ana) and "bo" (Bo).
 */
export class GameFixture {
  private readonly rng = createSeededRng(7);

  private wordbook: WordbookLookup | undefined;

  private constructor(public state: GameState) {}

  /** A game in setup with Mia hosting and Ana and Bo seated. */
  static lobby(): GameFixture {
    const created = createGame(
      { id: "g1", name: "Test Game" },
      { playerId: "me", userId: "u-me", name: "Mia" },
      { now: T0, rng: createSeededRng(1) },
    );
    if (!created.ok) throw new Error(created.rejection.message);
    const game = new GameFixture(created.state);
    game.apply({ type: "join", playerId: "ana", userId: "u-ana", name: "Ana" });
    game.apply({ type: "join", playerId: "bo", userId: "u-bo", name: "Bo" });
    return game;
  }

  /**
   * Round 1 writing on wordbook page 1 (Common Objects), nobody has chosen a word yet. With
   * `dealt`, everyone holds a hand of 4 of page 1's words; without, any word may be chosen.
   */
  static writing({ dealt = false }: { dealt?: boolean } = {}): GameFixture {
    const game = GameFixture.lobby();
    if (dealt) game.wordbook = FIXTURE_WORDBOOK;
    game.apply({ type: "choosePage", playerId: "me", pageNumber: 1 });
    for (const playerId of ["me", "ana", "bo"]) game.apply({ type: "setReady", playerId, isReady: true });
    if (game.state.phase !== "writing") throw new Error(`expected writing, got ${game.state.phase}`);
    return game;
  }

  /** Round 1 reading: Mia wrote about "clock" (r-me), Ana about "lamp" (r-ana), Bo about "chair" (r-bo). */
  static reading(): GameFixture {
    const game = GameFixture.writing();
    game.submitRiddle("me", "r-me", "clock", "I have hands but cannot clap.");
    game.submitRiddle("ana", "r-ana", "lamp", "I glow at night upon your desk.");
    game.submitRiddle("bo", "r-bo", "chair", "I have four legs but never walk.");
    if (game.state.phase !== "reading") throw new Error(`expected reading, got ${game.state.phase}`);
    return game;
  }

  /** Applies an intent the rules must accept. */
  apply(intent: Intent): this {
    const result = applyIntent(this.state, intent, {
      now: T0,
      rng: this.rng,
      ...(this.wordbook ? { wordbook: this.wordbook } : {}),
    });
    if (!result.ok) throw new Error(`${intent.type} refused: ${result.rejection.code}`);
    this.state = result.state;
    return this;
  }

  submitRiddle(playerId: string, riddleId: string, word: string, text: string): this {
    return this.apply({ type: "submitRiddle", playerId, riddleId, word, text });
  }

  get version(): number {
    return this.state.version;
  }

  /** What `playerId` sees now. */
  view(playerId = "me"): GameView {
    return viewFor(this.state, playerId, T0);
  }
}
