// Runs one ingest in its own process, for the test that two syncs of the same user at once count nothing twice.
// Usage: tsx api/services/money/testing/ingest-process.ts <database file> <user id> <seed> <days>
import { openDatabase } from '#db/index.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { generateProviderTransactions } from '#api/providers/banks/sandbox/generate-history.ts';

const [file, userId, seed, days] = process.argv.slice(2);
const { sqlite } = openDatabase(file!);
const rows = generateProviderTransactions({ seed: Number(seed), start: Date.UTC(2025, 0, 1), days: Number(days) });
const result = ingest(sqlite, Number(userId), rows, Date.now());
sqlite.close();
process.stdout.write(JSON.stringify({ inserted: result.inserted, duplicates: result.duplicates }));
