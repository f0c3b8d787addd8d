// autocannon's setupClient for server/bench/writes.ts (loaded in its worker thread): connection n sends the
// requests of plan n in turn, each with an Idempotency-Key of its own, as the app's client does. The plan comes
// as a JSON file named by BENCH_WRITES_PLAN: one signed-in user per connection and the writes it makes.
const { readFileSync } = require('node:fs');
const { randomUUID } = require('node:crypto');

const plans = JSON.parse(readFileSync(process.env.BENCH_WRITES_PLAN, 'utf8'));
let connections = 0;

module.exports = function setupClient(client) {
  const plan = plans[connections % plans.length];
  connections += 1;
  let next = 0;
  client.setRequests([
    {
      setupRequest: (request) => {
        const write = plan.writes[next % plan.writes.length];
        next += 1;
        return {
          ...request,
          method: write.method,
          path: write.path,
          headers: {
            authorization: `Bearer ${plan.token}`,
            'idempotency-key': randomUUID(),
            ...(write.body && { 'content-type': 'application/json' }),
          },
          body: write.body ? JSON.stringify(write.body) : undefined,
        };
      },
    },
  ]);
};
