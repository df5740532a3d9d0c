(() => {
  // The cross-browser suite's error hook (put inline at the top of every page by its server).
  const seen = (window.__pageErrors = []);
  const text = (x) => (x && x.stack) || (x && x.message) || String(x);
  addEventListener("error", (e) => {
    const el = e.target;
    seen.push(el && el !== window && (el.src || el.href) ? `failed to load ${el.src || el.href}` : `error: ${e.message} (${e.filename}:${e.lineno})`);
  }, true);
  addEventListener("unhandledrejection", (e) => seen.push(`unhandled rejection: ${text(e.reason)}`));
  document.addEventListener("securitypolicyviolation", (e) => seen.push(`CSP ${e.violatedDirective}: ${e.blockedURI}`));
  for (const level of ["error", "warn"]) {
    const real = console[level].bind(console);
    console[level] = (...args) => {
      seen.push(`console.${level}: ${args.map(text).join(" ")}`);
      real(...args);
    };
  }
})();
