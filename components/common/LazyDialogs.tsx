"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { QrReaderDialog as QrReaderDialogType } from "./QrReaderDialog";

/**
 * Dialogs not needed at first paint (a lighter first load): their code is fetched when
 * they are first opened, then they stay mounted (closing animations keep working).
 */
const LazyQrReaderDialog = dynamic(() => import("./QrReaderDialog").then((module) => module.QrReaderDialog), {
  ssr: false,
});

export function QrReaderDialog(props: Parameters<typeof QrReaderDialogType>[0]) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <LazyQrReaderDialog {...props} /> : null;
}
