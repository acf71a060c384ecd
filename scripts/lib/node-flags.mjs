// The flags Node runs the server with wherever the product starts it: the Dockerfile's CMD and
// `npm start` / `npm run dev` (package.json) say the same, and tests/server/startup/shipped-node.test.ts
// holds them to this list; scripts/start.mjs, scripts/lib/bench-start.mjs and the benches' measured
// servers (scripts/lib/bench-support.mjs startServer) read it.
//
// --max-semi-space-size=8: the young generation's two semi-spaces at 8 MB each instead of V8's 32 MB.
// A start's burst of allocation (about 2,000 modules, the schema) grows them to the maximum, and
// they stay resident afterwards. Measured on the demo data: an idle process 15 to 25 MB smaller just
// after start and about 40 MB smaller after a few idle minutes (the polling workers keep touching the
// young generation), about 100 MB smaller under load, for 1 to 3 % more CPU per request and no
// slower start. Smaller costs throughput: at 2 MB, objects that live through one request are
// promoted to the old generation, and requests per second fell by 10 to 25 %.
//
// --expose-gc: defines `gc`, which server/src/main.ts calls once after the start (lib/startup-heap.ts)
// for a compacting collection that gives back what the start's garbage grew the heap to: an idle
// process about 22 MB smaller (135 to 113 MB), no change under load. Nothing else calls it.
//
// --no-maglev: V8 compiles hot functions with TurboFan only, without its mid-tier compiler Maglev.
// On two cores Maglev's background compiles compete with the requests, and its compilations keep
// malloc memory (zones freed into the compiler threads' arenas) and code: measured on 2026-11-29
// with 100,000 jobs, an idle process 4 to 6 MB smaller (102–104 MB against 107–109), 10 to 50 MB
// smaller after 30 s of load, and requests per second within the noise: over ten alternating A/B
// pairs with the read cache off, REST's first page +7 %, GraphQL's +2 %, a REST search -2 %.
// V8 refuses it in NODE_OPTIONS, so it goes on the command line.
export const SHIPPED_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc', '--no-maglev'];
