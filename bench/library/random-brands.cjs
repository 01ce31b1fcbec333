// An autocannon setupRequest (it runs in autocannon's worker thread, hence CommonJS): each request asks
// for five random brands of the fifty, so practically no two searches are alike and none is answered
// from the catalogue memory.
module.exports = (request) => {
  const brands = new Set();
  while (brands.size < 5) brands.add(`brand${1 + Math.floor(Math.random() * 50)}`);
  return { ...request, path: request.path.replace(/brands=[^&]*/, `brands=${[...brands].join(',')}`) };
};
