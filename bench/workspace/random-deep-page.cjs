// An autocannon setupRequest (it runs in autocannon's worker thread, hence CommonJS): each request asks
// for a random page between 300 and 699, more pages than a list remembers anchors for (200).
module.exports = (request) => ({
  ...request,
  path: request.path.replace(/page=\d+/, `page=${300 + Math.floor(Math.random() * 400)}`),
});
