import { AppFrame } from "@/components/providers/AppFrame";
import { AppShell } from "@/components/shell/AppShell";
import { InstallGuide } from "@/components/shell/InstallGuide";

/** Public: readable before signing in. */
export default function GuidePage() {
  return (
    <AppFrame>
      <AppShell>
        <InstallGuide />
      </AppShell>
    </AppFrame>
  );
}
