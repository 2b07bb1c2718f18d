import { HomeTiles } from "@/components/shell/HomeTiles";
import { withMessages } from "@/i18n/PageMessages";

function HomePage() {
  return <HomeTiles />;
}

export default withMessages(HomePage, []);
