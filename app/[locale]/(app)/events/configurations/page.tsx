import { ConfigurationsMenu } from "@/components/events/config/ConfigurationsMenu";

export default function ConfigurationsPage() {
  return <ConfigurationsMenu />;
}
