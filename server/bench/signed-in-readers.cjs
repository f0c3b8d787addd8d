// autocannon's setupClient for the signed-in run (loaded in its worker thread): each connection cycles
// through every reader's token from its own starting point, so requests that arrive together come from
// different callers, as they would on a real server. The tokens come in BENCH_READER_TOKENS.
let connections = 0;

module.exports = function setupClient(client) {
  const tokens = process.env.BENCH_READER_TOKENS.split(',');
  const start = (connections * 7) % tokens.length;
  connections += 1;
  client.setRequests(tokens.map((_, i) => ({ method: 'GET', headers: { authorization: `Bearer ${tokens[(start + i) % tokens.length]}` } })));
};
