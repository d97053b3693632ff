-- Judge runs Accord executes (SPEC §4 "Judges run from Accord", decision 077): settings and per-item work.
-- CreateEnum
CREATE TYPE "JudgeRunStatus" AS ENUM ('queued', 'running', 'paused', 'cancelled', 'done');

-- CreateEnum
CREATE TYPE "JudgeItemState" AS ENUM ('pending', 'sent', 'done', 'failed');

-- AlterEnum
ALTER TYPE "MachineFailureType" ADD VALUE 'error';

-- CreateTable
CREATE TABLE "judge_runs" (
    "run_id" INTEGER NOT NULL,
    "base_url" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "api_key_env" TEXT,
    "template" TEXT NOT NULL,
    "system" TEXT,
    "template_sha256" TEXT NOT NULL,
    "temperature" DOUBLE PRECISION,
    "seed" BIGINT,
    "max_tokens" INTEGER,
    "concurrency" INTEGER NOT NULL,
    "items" JSONB NOT NULL DEFAULT '{}',
    "status" "JudgeRunStatus" NOT NULL DEFAULT 'queued',
    "reported_model" TEXT,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "judge_runs_pkey" PRIMARY KEY ("run_id")
);

-- CreateTable
CREATE TABLE "judge_run_items" (
    "run_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "state" "JudgeItemState" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_owner" TEXT,
    "lease_expires_at" TIMESTAMPTZ(3),
    "prompt_tokens" INTEGER,
    "completion_tokens" INTEGER,
    "latency_ms" INTEGER,
    "raw" TEXT,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "judge_run_items_pkey" PRIMARY KEY ("run_id","item_id")
);

-- CreateIndex
CREATE INDEX "judge_runs_status_idx" ON "judge_runs"("status");

-- CreateIndex
CREATE INDEX "judge_run_items_run_id_state_idx" ON "judge_run_items"("run_id", "state");

-- CreateIndex
CREATE INDEX "judge_run_items_item_id_idx" ON "judge_run_items"("item_id");

-- AddForeignKey
ALTER TABLE "judge_runs" ADD CONSTRAINT "judge_runs_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "machine_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "judge_run_items" ADD CONSTRAINT "judge_run_items_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "judge_runs"("run_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "judge_run_items" ADD CONSTRAINT "judge_run_items_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;


