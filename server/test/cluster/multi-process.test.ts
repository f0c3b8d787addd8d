import { describe } from 'vitest';
import { useCluster } from '../support/cluster.ts';
import { clusterChecks } from '../support/cluster-checks.ts';
import { redisAnswers } from '../support/redis.ts';

const missing = !process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : !(await redisAnswers()) ? 'no Redis answers' : '';
if (missing) console.log(`multi-process tests skipped: ${missing}`);

/** Three processes of the built server, each addressed directly: process i answers what the checks send to entry i. */
describe.skipIf(missing)('three API processes on one PostgreSQL and one Redis', () => {
  const cluster = useCluster({ count: 3 });
  clusterChecks(() => {
    const { processes, databaseUrl } = cluster();
    return {
      entry: (index) => processes[index % processes.length]!.baseUrl,
      socketEntry: processes[1]!.baseUrl,
      socketTransports: [['websocket'], ['websocket']],
      databaseUrl,
    };
  });
});
