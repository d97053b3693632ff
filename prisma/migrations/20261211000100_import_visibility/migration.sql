-- An import's batches hidden until it is published (decision 055). On the embedded database the
-- import writes each batch in its own short transaction (so it never holds the one backend for
-- long), tagged with its `imports` row's id by the column default, and every reader is kept from
-- the rows by one row-level-security policy instead of a filter in each query (decision 036). The
-- app's embedded session runs as a role the policy binds (lib/db/embedded-role.ts); on a server,
-- where the import keeps one transaction and the app's role usually owns the tables, nothing is
-- ever tagged and the policy changes nothing.

-- AlterTable
ALTER TABLE "items" ALTER COLUMN "import_id" SET DEFAULT accord_current_import();

-- CreateTable
CREATE TABLE "import_tallies" (
    "import_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "annotation_count" INTEGER NOT NULL,
    "shard" SMALLINT NOT NULL,
    "items" INTEGER NOT NULL,

    CONSTRAINT "import_tallies_pkey" PRIMARY KEY ("import_id","project_id","state","annotation_count","shard")
);

-- AddForeignKey
ALTER TABLE "import_tallies" ADD CONSTRAINT "import_tallies_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Published: an item no import wrote, or one whose import is done (its imports row deleted), or
-- one of the import this transaction writes. `= ANY (SELECT …)` is one hashed subplan per query
-- over the (empty or tiny) imports table, so a reader's plan keeps its index scans.
ALTER TABLE "items" ENABLE ROW LEVEL SECURITY;
CREATE POLICY "items_published" ON "items"
  USING ("import_id" IS NULL OR "import_id" = accord_current_import() OR NOT ("import_id" = ANY (SELECT "id" FROM "imports")));
