import { Trans } from "react-i18next";
import { Badge, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";

const WRITING_RULES = ["noWord", "noSynonyms", "noRhymes", "beCreative"] as const;

/** The writing rules as players read them, beside the editor. */
export function WritingRulesCard() {
  const t = gameText.useT();
  return (
    <Card aria-labelledby="rules-title">
      <h2 id="rules-title" className="font-semibold text-slate-900">
        {t("rules.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {WRITING_RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        <Trans t={t} i18nKey="rules.amber" components={{ badge: <Badge tone="amber">{null}</Badge> }} />
      </p>
    </Card>
  );
}
