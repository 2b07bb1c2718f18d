import { InstallGuide } from "@/components/shell/InstallGuide";
import { AppShell } from "@/components/shell/AppShell";

/** Public: readable before signing in. */
export default function GuidePage() {
  return (
    <AppShell>
      <InstallGuide />
    </AppShell>
  );
}
