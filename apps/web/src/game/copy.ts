import { toast } from "../toast/toast-store";

/** Copies text to the clipboard and says "Copied!"; says so plainly when the browser refuses. */
export async function copyText(text: string, what = "Copied to your clipboard."): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: what });
  } catch {
    toast({
      title: "Error",
      description: "Couldn't copy. Select the text and copy it yourself.",
      variant: "destructive",
    });
  }
}
