import { useEffect, useState } from "react";
import { Button, Card } from "../components/ui";
import { gameText } from "../i18n/en/game";
import { Concealed, useStreamerMode } from "../lib/streamer-mode";
import { copyText } from "./copy";

/** The link that invites a friend into this game: they join as they are, or as a guest first. */
function inviteLink(origin: string, joinCode: string): string {
  return `${origin}/join/${encodeURIComponent(joinCode)}`;
}

/**
 * The link as a QR code (an SVG data URL), drawn in the browser. The `qrcode` module loads only when
 * a setup screen shows one, so it is never part of the first load.
 */
function useQrCode(text: string, enabled: boolean): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void import("qrcode")
      .then((qr) => qr.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (!cancelled) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // No code then: the link and its Copy button still work.
      });
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);
  return enabled ? dataUrl : null;
}

/**
 * The invite link with a Copy button and its QR code for a phone across the room. In streamer mode
 * neither the link nor the code shows (a QR code is the link too), but Copy still copies it.
 */
export function InviteLinkCard({ joinCode }: { joinCode: string }) {
  const t = gameText.useT();
  const hidden = useStreamerMode();
  const link = inviteLink(window.location.origin, joinCode);
  const qr = useQrCode(link, !hidden);
  return (
    <Card aria-labelledby="invite-link-title" className="text-center">
      <h2 id="invite-link-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t("inviteLink.title")}
      </h2>
      <p className="mt-1 font-mono text-sm break-words text-slate-900" data-testid="invite-link">
        <Concealed value={link} breakable />
      </p>
      <div className="mt-3 flex justify-center">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copyText(link, hidden ? t("inviteLink.copied") : t("inviteLink.copiedLink", { link }))
          }
        >
          {t("inviteLink.copy")}
        </Button>
      </div>
      {hidden ? (
        <p className="mt-3 text-sm text-slate-700">{t("inviteLink.qrHidden")}</p>
      ) : qr ? (
        <img
          src={qr}
          alt={t("inviteLink.qrAlt")}
          width={176}
          height={176}
          className="mx-auto mt-3 h-44 w-44"
          data-testid="invite-qr"
        />
      ) : (
        <div aria-hidden="true" className="mx-auto mt-3 h-44 w-44" />
      )}
      <p className="mt-2 text-sm text-slate-700">{t("inviteLink.hint")}</p>
    </Card>
  );
}
