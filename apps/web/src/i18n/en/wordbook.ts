import { defineCatalogue } from "../i18n";

/**
 * English titles of the wordbook's pages, by page number: the same as packages/words' page titles
 * (page-title.test.ts checks). The pages' words are content and stay as written; their titles are
 * what the screens call the pages, so they are translated like any other text (lib/page-title.ts).
 */
const wordbook = {
  pageTitles: {
    "1": "Common Objects",
    "2": "Abstract Concepts",
    "3": "Advanced Vocabulary",
    "4": "Animals",
    "5": "Nature & Plants",
    "6": "Food",
    "7": "Technology",
    "8": "Emotions",
    "9": "Actions",
    "10": "Science",
    "11": "Music",
    "12": "Sports",
    "13": "Weather",
    "14": "The Home",
    "15": "Jobs",
    "16": "Travel",
    "17": "The Body",
    "18": "Clothing",
    "19": "Space",
    "20": "The Sea",
    "21": "Kitchen",
    "22": "School",
    "23": "City",
    "24": "Fantasy",
    "25": "Games",
    "26": "Tools",
    "27": "Colours & Shapes",
    "28": "Time",
    "29": "Transport",
    "30": "Celebrations",
  },
} as const;

declare module "i18next" {
  interface ResourceNamespaceMap {
    wordbook: typeof wordbook;
  }
}

export const wordbookText = defineCatalogue("wordbook", wordbook);
