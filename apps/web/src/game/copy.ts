import { commonText } from "../i18n/en/common";
import { toast } from "../toast/toast-store";

/** Copies text to the clipboard and says "Copied!"; says so plainly when the browser refuses. */
export async function copyText(text: string, what?: string): Promise<void> {
  const { t } = commonText;
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t("copy.copied"), description: what ?? t("copy.toClipboard") });
  } catch {
    toast({
      title: t("error"),
      description: t("copy.failed"),
      variant: "destructive",
    });
  }
}
