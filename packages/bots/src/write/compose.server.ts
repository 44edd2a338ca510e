import { CHARACTER_VOICES, type CharacterVoice, STYLE_PROMPTS, type StylePrompt } from "@riddlebook/rules";
import { clueCount } from "./clue-count";
import { BOT_RIDDLE_LIMIT, type Composer, SPEED_MAX_LENGTH } from "./compose-parts.server";
import {
  characterComposer,
  framed,
  NO_ADJECTIVES,
  NOIR,
  ONE_SENTENCE,
  PROPHECY,
} from "./compose-prose.server";
import { CHILDRENS_RHYME, HAIKU, SONNET } from "./compose-verse.server";
import { ONE_LIE } from "./one-lie.server";
import { personaRiddle } from "./persona-riddle.server";

// How a bot writes to the round's prompt (docs/decisions/042-bot-riddles-from-whole-clues.md): its
// own voice (`persona-riddle.server.ts`), a style prompt or a character voice.

const PERSONA: Composer = {
  compose: (ctx) =>
    personaRiddle(ctx, ctx.take(clueCount(ctx)), ctx.speed ? SPEED_MAX_LENGTH : BOT_RIDDLE_LIMIT),
  follows: () => true,
};

const STYLES: Record<StylePrompt, Composer> = {
  Haiku: HAIKU,
  "Children's rhyme": CHILDRENS_RHYME,
  "Detective noir": framed(NOIR),
  "Ancient prophecy": framed(PROPHECY),
  "Romantic sonnet": SONNET,
  "Only one sentence": ONE_SENTENCE,
  "No adjectives": NO_ADJECTIVES,
  "Include one lie": ONE_LIE,
};

/** How a bot writes to the round's prompt: a style prompt, a character, or (none) its own voice. */
export function composerFor(prompt: string | null | undefined): Composer {
  if (prompt && (STYLE_PROMPTS as readonly string[]).includes(prompt)) return STYLES[prompt as StylePrompt];
  if (prompt && (CHARACTER_VOICES as readonly string[]).includes(prompt))
    return characterComposer(prompt as CharacterVoice);
  return PERSONA;
}
