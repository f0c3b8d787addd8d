// `npm run backup -- [file]` and `npm run restore -- <file>`: the embedded
// database and its images, for the data folder the environment names
// (DATA_DIR, as for `npm start`). The server must be stopped for either.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const [command, fileArgument] = process.argv.slice(2);
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

try {
  if (command === 'backup') {
    const file = path.resolve(fileArgument ?? `backups/pawpals-${stamp}.tar`);
    const manifest = await writeBackup(config, file);
    console.log(
      `Backup written to ${file}: ${JSON.stringify(manifest.counts)}${manifest.includesMedia ? '' : ' (images are in the S3 bucket, not in this file)'}`,
    );
  } else if (command === 'restore' && fileArgument) {
    const manifest = await restoreBackup(config, path.resolve(fileArgument));
    console.log(`Restored into ${config.dataDir} the backup of ${manifest.createdAt}: ${JSON.stringify(manifest.counts)}, every count checked.`);
  } else {
    console.error('Usage: npm run backup -- [file.tar]   |   npm run restore -- <file.tar>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
