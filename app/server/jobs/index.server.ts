// Every background job of the app, and the server's start and stop of them (lifecycle.server.ts).
import type { Db } from "../infra/db.server";
import { importJob } from "../domain/import/runner.server";
import { mailJob } from "../domain/outbox.server";
import { uploadSweepJob } from "../domain/photos.server";
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

export const BACKGROUND_JOBS: readonly AnyJob[] = [
  mailJob,
  importJob,
  uploadSweepJob,
  limitPruningJob,
  runHistoryPruningJob,
];

/** Starts this instance's share of the background work: due runs of every job, and the scheduled ones. */
export function startBackgroundWork(db: Db) {
  backgroundJobs.start(db, BACKGROUND_JOBS);
}

/** Stops claiming runs and waits (`graceMs` at most) for the runs in progress here to stop or finish. */
export async function stopBackgroundWork(graceMs?: number) {
  await backgroundJobs.stop(graceMs);
}
