// Every background job of the app, and the server's start and stop of them (lifecycle.server.ts).
import type { Db } from "../infra/db.server";
import { importJob } from "../domain/import/runner.server";
import { mailJob } from "../domain/outbox.server";
import { uploadSweepJob } from "../domain/photos.server";
import { pruneReviewChanges } from "../queries/health.server";
import { pruneFinishedRuns } from "../queries/job-runs.server";
import { limitPruningJob } from "../domain/rate-limit.server";
import { backgroundJobs, defineJob, type AnyJob } from "./runtime.server";

/** Finished runs are kept this long, for reading what happened. */
const RUN_HISTORY_DAYS = 14;

/** Forgets runs finished more than RUN_HISTORY_DAYS ago, once a day across all instances. */
export const runHistoryPruningJob = defineJob({
  name: "run-history-pruning",
  everySeconds: 24 * 60 * 60,
  run: async (_payload, { db }) => pruneFinishedRuns(db, RUN_HISTORY_DAYS),
});

/**
 * Review changes are kept this long for the page caches that follow them (decision 0026): an
 * instance reads the stamp at least every PAGE_CACHE_CHECK_MS, so only one that lost the database
 * for longer than this misses some, and then drops all its pages.
 */
export const REVIEW_CHANGES_KEPT_SECONDS = 60 * 60;

/** Forgets review changes older than REVIEW_CHANGES_KEPT_SECONDS, once an hour across all instances. */
export const reviewChangesPruningJob = defineJob({
  name: "review-changes-pruning",
  everySeconds: 60 * 60,
  run: async (_payload, { db }) => pruneReviewChanges(db, REVIEW_CHANGES_KEPT_SECONDS),
});

export const BACKGROUND_JOBS: readonly AnyJob[] = [
  mailJob,
  importJob,
  uploadSweepJob,
  limitPruningJob,
  runHistoryPruningJob,
  reviewChangesPruningJob,
];

/** Starts this instance's share of the background work: due runs of every job, and the scheduled ones. */
export function startBackgroundWork(db: Db) {
  backgroundJobs.start(db, BACKGROUND_JOBS);
}

/** Stops claiming runs and waits (`graceMs` at most) for the runs in progress here to stop or finish. */
export async function stopBackgroundWork(graceMs?: number) {
  await backgroundJobs.stop(graceMs);
}
