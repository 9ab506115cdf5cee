// What the import tests share: a file imported as an update of the places already listed, run to its end.
import { getDb } from "../db";
import { confirmImportJob, createImportJob, runImportJob } from "~/server/domain/import/csv-import.server";

/** Imports `input` (a file called `name`), updating the places it names that are listed already: the job's id. */
export async function importAsUpdate(name: string, input: string) {
  const db = await getDb();
  const id = await createImportJob(db, { name, input }, null);
  await confirmImportJob(db, id, "update");
  await runImportJob(db, id);
  return id;
}
