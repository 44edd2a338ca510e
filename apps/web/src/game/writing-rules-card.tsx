import { Badge, Card } from "../components/ui";

const WRITING_RULES = [
  "Don't use the secret word or any form of it (plurals, tenses, words built on it).",
  "Avoid direct synonyms of the word.",
  "No obvious rhymes with the word.",
  "Be creative and metaphorical: write it in verse if you can.",
] as const;

/** The writing rules as players read them, beside the editor. */
export function WritingRulesCard() {
  return (
    <Card aria-labelledby="rules-title">
      <h2 id="rules-title" className="font-semibold text-slate-900">
        Writing rules
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {WRITING_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        Highlighted in <Badge tone="amber">amber</Badge>: allowed, but makes it easy.
      </p>
    </Card>
  );
}
