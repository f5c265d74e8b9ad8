/**
 * Child process of `npm run bench`: the baseline, a bare node:http server on 127.0.0.1 answering
 * every request with one JSON body (the parent sends the same bytes /api/site-config answers).
 * Tells the parent { type: 'ready', port }; stops on { type: 'stop' }, SIGTERM/SIGINT or when the
 * parent goes away.
 */
import { createServer } from 'node:http';

let body = Buffer.from('{}');
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 10_000;

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};

process.on('message', (message) => {
  if (message?.type === 'body') {
    body = Buffer.from(message.body);
    process.send?.({ type: 'body-set' });
  }
  if (message?.type === 'stop') stop();
});
process.on('disconnect', stop);
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));
