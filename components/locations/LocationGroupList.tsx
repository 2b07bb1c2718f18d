"use client";
import { Button } from "@mui/material";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { api } from "@/lib/client/api-client";
import type { LocationGroupDto } from "@/lib/locations/schemas";

export function LocationGroupList() {
  const t = useTranslations("locations.groupList");
  const router = useRouter();
  const columns: ListColumn<LocationGroupDto>[] = [
    { key: "name", label: t("name"), render: (group) => group.name },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <Button component={Link} href="/locations/group/create">
              {t("create")}
            </Button>
            <Button component={Link} href="/locations" variant="outlined">
              {t("hotels")}
            </Button>
          </>
        }
      />
      <InfiniteList
        queryKey={["locations", "groups"]}
        // The group list is short and comes whole: a single page.
        fetchPage={async (pageNumber, signal) =>
          pageNumber === 0 ? api.get<LocationGroupDto[]>("/locations/groups", { signal }) : []
        }
        columns={columns}
        rowKey={(group) => group.id}
        onRowClick={(group) => router.push(`/locations/group/edit/${group.id}`)}
      />
    </>
  );
}
