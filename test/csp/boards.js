// Loaded by boards.html (no inline script: the strict page would refuse it). Records what the policy refuses.
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
window.longTasks = [];
try {
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((t) => Math.round(t.duration)))).observe({ type: 'longtask' });
} catch {
  window.longTasks = null;
}
await import('/src/index.js');
