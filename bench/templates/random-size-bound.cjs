// An autocannon setupRequest (it runs in autocannon's worker thread, hence CommonJS): each request asks
// for a room-size lower bound between 10.00 and 19.99 m², a thousand filters, so that almost every
// request misses the servers' remembered pages and searches the database.
module.exports = (request) => ({
  ...request,
  path: request.path.replace(
    /roomSizeLowerBound=[\d.]+/,
    `roomSizeLowerBound=${(10 + Math.random() * 10).toFixed(2)}`,
  ),
});
