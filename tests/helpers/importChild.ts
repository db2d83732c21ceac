/**
 * Child process for the kill test: imports a card file into a database and prints each
 * progress step to stderr as "progress <phase> <loaded> <total>", then "done <cards>".
 * Usage: node --import tsx tests/helpers/importChild.ts <databasePath> <dataDir> <cardFile>
 */
import { writeSync } from 'node:fs';
import { createAppServices } from '../../src-main/services/appServices';

const [databasePath, dataDir, cardFile] = process.argv.slice(2);
if (!databasePath || !dataDir || !cardFile) {
  writeSync(2, 'usage: importChild.ts <databasePath> <dataDir> <cardFile>\n');
  process.exit(2);
}
const services = createAppServices({ databasePath, dataDir, runtime: 'node' });
// writeSync: each line reaches the parent at once, even while the import holds the thread.
const report = await services.importCardFile(cardFile, (p) => {
  writeSync(2, `progress ${p.phase} ${p.loaded} ${p.total ?? -1}\n`);
});
writeSync(2, `done ${report.cards}\n`);
services.close();
