import { ConfigurationsMenu } from "@/components/events/config/ConfigurationsMenu";
import { withMessages } from "@/i18n/PageMessages";

function ConfigurationsPage() {
  return <ConfigurationsMenu />;
}

export default withMessages(ConfigurationsPage, ["events"]);
