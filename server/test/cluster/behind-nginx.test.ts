import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { findNginx, startNginx, type RunningNginx } from '../../../deploy/nginx.mjs';
import { freePort } from '../../../scripts/cluster.mjs';
import { useCluster } from '../support/cluster.ts';
import { api, clusterChecks } from '../support/cluster-checks.ts';
import { redisAnswers } from '../support/redis.ts';

const missing = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !(await redisAnswers())
    ? 'no Redis answers'
    : !findNginx()
      ? 'nginx is not installed (apt-get install nginx; .ci/run installs it when it runs as root)'
      : '';
if (missing) console.log(`tests behind nginx skipped: ${missing}`);

/** deploy/nginx.conf in front of three processes of the built server: every request and socket goes through it. */
describe.skipIf(missing)('three API processes behind nginx (deploy/nginx.conf)', () => {
  const cluster = useCluster({ count: 3, env: { TRUST_PROXY: '1' } });
  let nginx: RunningNginx;
  beforeAll(async () => {
    const { processes, folder } = cluster();
    nginx = await startNginx({
      folder: path.join(folder, 'nginx'),
      port: await freePort(),
      apiPorts: processes.map((apiProcess) => apiProcess.port),
    });
  });
  afterAll(async () => {
    const errors = await nginx?.log();
    if (errors) console.log(`nginx error log:\n${errors}`);
    await nginx?.stop();
  });

  it('spreads API calls over the processes', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => api(nginx.baseUrl, 'GET', paths.countries)));
    const upstreams = new Set(answers.map((answer) => answer.headers.get('x-upstream')));
    console.log(`12 calls answered by ${[...upstreams].join(', ')}`);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(upstreams.size).toBeGreaterThan(1);
  });

  // The first socket long-polls (it must stick to one process), the second uses WebSocket (the upgrade must pass).
  clusterChecks(() => ({
    entry: () => nginx.baseUrl,
    socketEntry: nginx.baseUrl,
    socketTransports: [['polling'], ['websocket']],
    databaseUrl: cluster().databaseUrl,
  }));
});
