-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'lead', 'annotator');

-- CreateEnum
CREATE TYPE "ProjectRole" AS ENUM ('lead', 'annotator', 'adjudicator');

-- CreateEnum
CREATE TYPE "ItemKind" AS ENUM ('dialogue', 'qa_pair', 'readme', 'generated_comment');

-- CreateEnum
CREATE TYPE "ItemStatus" AS ENUM ('pending', 'in_annotation', 'agreed', 'disagreement', 'in_adjudication', 'gold', 'rejected');

-- CreateEnum
CREATE TYPE "AssignmentStatus" AS ENUM ('active', 'submitted', 'released', 'skipped');

-- CreateEnum
CREATE TYPE "AdjudicationStatus" AS ENUM ('active', 'resolved', 'released');

-- CreateEnum
CREATE TYPE "GoldSource" AS ENUM ('unanimous', 'adjudicated', 'veto');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'annotator',
    "password_hash" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "ItemKind" NOT NULL,
    "settings" JSONB NOT NULL,
    "instructions" TEXT NOT NULL DEFAULT '',
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archived_at" TIMESTAMPTZ(3),

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_members" (
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "ProjectRole" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_members_pkey" PRIMARY KEY ("project_id","user_id")
);

-- CreateTable
CREATE TABLE "items" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "kind" "ItemKind" NOT NULL,
    "external_id" TEXT NOT NULL,
    "language" TEXT,
    "status" "ItemStatus" NOT NULL DEFAULT 'pending',
    "annotation_count" INTEGER NOT NULL DEFAULT 0,
    "meta" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dialogues" (
    "item_id" INTEGER NOT NULL,
    "source" TEXT,

    CONSTRAINT "dialogues_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "dialogue_turns" (
    "id" SERIAL NOT NULL,
    "dialogue_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,

    CONSTRAINT "dialogue_turns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qa_pairs" (
    "item_id" INTEGER NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "difficulty" TEXT,
    "domain" TEXT,
    "dialogue_external_id" TEXT,
    "dialogue_id" INTEGER,

    CONSTRAINT "qa_pairs_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "qa_references" (
    "id" SERIAL NOT NULL,
    "qa_pair_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT,

    CONSTRAINT "qa_references_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "readmes" (
    "item_id" INTEGER NOT NULL,
    "repo" TEXT,
    "url" TEXT,
    "license" TEXT,
    "content" TEXT NOT NULL,

    CONSTRAINT "readmes_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "generated_comments" (
    "item_id" INTEGER NOT NULL,
    "file_id" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "programming_language" TEXT NOT NULL,
    "code_prefix" TEXT NOT NULL,
    "code_suffix" TEXT NOT NULL,
    "original_comment" TEXT NOT NULL,
    "predicted_comment" TEXT NOT NULL,

    CONSTRAINT "generated_comments_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "assignments" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" "AssignmentStatus" NOT NULL DEFAULT 'active',
    "lease_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "draft" JSONB,
    "skip_reason" TEXT,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "annotations" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "assignment_id" INTEGER,
    "machine_annotator" TEXT,
    "data" JSONB NOT NULL,
    "time_spent_ms" INTEGER NOT NULL DEFAULT 0,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "annotations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "citations" (
    "id" SERIAL NOT NULL,
    "annotation_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "quote" TEXT,

    CONSTRAINT "citations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "error_categories" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "error_categories_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "error_groups" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category_code" TEXT NOT NULL,

    CONSTRAINT "error_groups_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "error_codes" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category_code" TEXT NOT NULL,
    "group_code" TEXT,
    "definition" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "error_codes_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "error_tags" (
    "annotation_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,

    CONSTRAINT "error_tags_pkey" PRIMARY KEY ("annotation_id","code")
);

-- CreateTable
CREATE TABLE "adjudications" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "adjudicator_id" INTEGER NOT NULL,
    "status" "AdjudicationStatus" NOT NULL DEFAULT 'active',
    "lease_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "choice" TEXT,
    "rationale" TEXT,
    "draft" JSONB,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "adjudications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gold_records" (
    "item_id" INTEGER NOT NULL,
    "source" "GoldSource" NOT NULL,
    "data" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by_id" INTEGER,

    CONSTRAINT "gold_records_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "project_id" INTEGER,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens"("user_id");

-- CreateIndex
CREATE INDEX "project_members_user_id_idx" ON "project_members"("user_id");

-- CreateIndex
CREATE INDEX "items_project_id_status_id_idx" ON "items"("project_id", "status", "id");

-- CreateIndex
CREATE INDEX "items_project_id_language_idx" ON "items"("project_id", "language");

-- CreateIndex
CREATE UNIQUE INDEX "items_project_id_external_id_key" ON "items"("project_id", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "dialogue_turns_dialogue_id_position_key" ON "dialogue_turns"("dialogue_id", "position");

-- CreateIndex
CREATE INDEX "qa_pairs_dialogue_external_id_idx" ON "qa_pairs"("dialogue_external_id");

-- CreateIndex
CREATE INDEX "qa_pairs_dialogue_id_idx" ON "qa_pairs"("dialogue_id");

-- CreateIndex
CREATE UNIQUE INDEX "qa_references_qa_pair_id_position_key" ON "qa_references"("qa_pair_id", "position");

-- CreateIndex
CREATE INDEX "generated_comments_model_idx" ON "generated_comments"("model");

-- CreateIndex
CREATE INDEX "generated_comments_file_id_idx" ON "generated_comments"("file_id");

-- CreateIndex
CREATE INDEX "assignments_user_id_status_idx" ON "assignments"("user_id", "status");

-- CreateIndex
CREATE INDEX "assignments_item_id_status_lease_expires_at_idx" ON "assignments"("item_id", "status", "lease_expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "assignments_item_id_user_id_key" ON "assignments"("item_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "annotations_assignment_id_key" ON "annotations"("assignment_id");

-- CreateIndex
CREATE INDEX "annotations_item_id_submitted_at_idx" ON "annotations"("item_id", "submitted_at");

-- CreateIndex
CREATE UNIQUE INDEX "annotations_item_id_user_id_key" ON "annotations"("item_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "annotations_item_id_machine_annotator_key" ON "annotations"("item_id", "machine_annotator");

-- CreateIndex
CREATE UNIQUE INDEX "citations_annotation_id_url_key" ON "citations"("annotation_id", "url");

-- CreateIndex
CREATE INDEX "error_tags_code_idx" ON "error_tags"("code");

-- CreateIndex
CREATE INDEX "adjudications_item_id_status_idx" ON "adjudications"("item_id", "status");

-- CreateIndex
CREATE INDEX "adjudications_adjudicator_id_status_idx" ON "adjudications"("adjudicator_id", "status");

-- CreateIndex
CREATE INDEX "audit_events_project_id_at_idx" ON "audit_events"("project_id", "at");

-- CreateIndex
CREATE INDEX "audit_events_entity_type_entity_id_idx" ON "audit_events"("entity_type", "entity_id");

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dialogues" ADD CONSTRAINT "dialogues_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dialogue_turns" ADD CONSTRAINT "dialogue_turns_dialogue_id_fkey" FOREIGN KEY ("dialogue_id") REFERENCES "dialogues"("item_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_dialogue_id_fkey" FOREIGN KEY ("dialogue_id") REFERENCES "dialogues"("item_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qa_references" ADD CONSTRAINT "qa_references_qa_pair_id_fkey" FOREIGN KEY ("qa_pair_id") REFERENCES "qa_pairs"("item_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "readmes" ADD CONSTRAINT "readmes_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "generated_comments" ADD CONSTRAINT "generated_comments_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "citations" ADD CONSTRAINT "citations_annotation_id_fkey" FOREIGN KEY ("annotation_id") REFERENCES "annotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_groups" ADD CONSTRAINT "error_groups_category_code_fkey" FOREIGN KEY ("category_code") REFERENCES "error_categories"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_codes" ADD CONSTRAINT "error_codes_category_code_fkey" FOREIGN KEY ("category_code") REFERENCES "error_categories"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_codes" ADD CONSTRAINT "error_codes_group_code_fkey" FOREIGN KEY ("group_code") REFERENCES "error_groups"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_tags" ADD CONSTRAINT "error_tags_annotation_id_fkey" FOREIGN KEY ("annotation_id") REFERENCES "annotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_tags" ADD CONSTRAINT "error_tags_code_fkey" FOREIGN KEY ("code") REFERENCES "error_codes"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjudications" ADD CONSTRAINT "adjudications_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjudications" ADD CONSTRAINT "adjudications_adjudicator_id_fkey" FOREIGN KEY ("adjudicator_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gold_records" ADD CONSTRAINT "gold_records_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;


