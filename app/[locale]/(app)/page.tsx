import { HomeTiles } from "@/components/shell/HomeTiles";

export default function HomePage() {
  return <HomeTiles />;
}
