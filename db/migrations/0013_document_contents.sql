CREATE TABLE "document_contents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Out of line and uncompressed: a download reads the content in slices (substring) without
-- decompressing the whole value (attachments are mostly compressed formats already).
ALTER TABLE "document_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
