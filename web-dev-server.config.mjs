/** `npm start`: serves the demo (and the built files it loads) on localhost. */
export default {
  rootDir: '.',
  // Lit's production build, as users get it.
  nodeResolve: { exportConditions: ['production'] },
  port: 8000,
  middleware: [
    function demoAtRoot(context, next) {
      if (context.path === '/') context.redirect('/demo/');
      return next();
    },
  ],
};
