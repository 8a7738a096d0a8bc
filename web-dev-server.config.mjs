/** `npm start`: serves the demo (and the built files it loads) on localhost, on port 8000 or the next free one. */
import { createServer } from 'node:net';

/** The first port from `from` on which nothing listens yet (`PORT` chooses the first one to try). */
async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port);
    });
    if (free) return port;
  }
  throw new Error(`npm start: no free port from ${from} to ${from + 99}; set PORT to another one.`);
}

const wanted = Number(process.env.PORT) || 8000;
const port = await freePort(wanted);
if (port !== wanted) console.log(`Port ${wanted} is taken: serving on ${port}.`);
console.log(`The demo of every game: http://localhost:${port}/demo/`);

export default {
  rootDir: '.',
  // Lit's production build, as users get it.
  nodeResolve: { exportConditions: ['production'] },
  port,
  middleware: [
    function demoAtRoot(context, next) {
      if (context.path === '/') context.redirect('/demo/');
      return next();
    },
  ],
};
