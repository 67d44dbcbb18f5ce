// Admission queue of the production server (server.mjs): at most `max` requests are handled at
// once (static files aside); the others wait, first come first served. A crowd then queues for the
// cores instead of interleaving a hundred renders that each hold their memory. 0 turns it off.
export function createAdmission(max) {
  let active = 0;
  const waiting = [];
  const admit = (req, res, run) => {
    if (max <= 0 || (req.url ?? '').startsWith('/_next/static/')) return run();
    const start = () => {
      active += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active -= 1;
        waiting.shift()?.();
      };
      res.once('finish', release);
      res.once('close', release);
      // A visitor who left while waiting needs no answer.
      if (req.socket?.destroyed) release();
      else run();
    };
    if (active < max) start();
    else waiting.push(start);
  };
  return { admit, stats: () => ({ active, waiting: waiting.length }) };
}
