// A process that takes the embedded database's lock and keeps it until killed:
// node --import tsx server/test/support/lock-holder.ts <lock file> <folder>
import { lockDataDir } from '../../src/db/data-dir-lock.ts';

const [lockFile, folder] = process.argv.slice(2);
await lockDataDir(lockFile!, folder!);
console.log('locked');
setInterval(() => {}, 60_000);
