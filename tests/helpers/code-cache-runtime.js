/* eslint-disable @typescript-eslint/no-require-imports */
// Jest's runtime with V8's code cache for the modules it compiles.
//
// Jest gives every test file its own module registry, so each file compiles again the same ~2,400
// modules (the server, GraphQL, MikroORM, React...): about half a second of CPU per file, an
// eighth of a server test file's CPU. V8 can skip most of that work when handed the code cache of
// an earlier compile of the same source. A worker runs dozens of files, so it keeps the cache of
// each compiled module in memory, keyed by file name and source, and hands it back on the next
// compile. Jest offers no option for this (it calls `vm.compileFunction` without `cachedData`),
// hence this small subclass through the documented `runtime` setting. What a module does is
// unchanged: V8 checks the cache against the source and flags and ignores it when it does not match.
// The sources read are kept the same way (see `sources`).
const fs = require('node:fs');
const vm = require('node:vm');

const JestRuntime = require('jest-runtime').default;

/** filename -> { the source compiled, V8's code cache }. One per worker process. */
const codeCache = new Map();

/**
 * filename -> { mtimeMs, size, source }: the files read, one map per worker process. Jest reads
 * every module's source anew for each test file (its file cache lives as long as the file's module
 * registry), though the transformed code then comes from its worker-wide memory; this keeps the
 * source too. A file whose modification time or size changed since (watch mode) is read again.
 */
const sources = new Map();

function readSource(filename, jestRead) {
  let stats;
  try {
    stats = fs.statSync(filename);
  } catch {
    return jestRead(filename);
  }
  const known = sources.get(filename);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.source;
  const source = jestRead(filename);
  sources.set(filename, { mtimeMs: stats.mtimeMs, size: stats.size, source });
  return source;
}

/** Compiles as Jest's module executor does, plus the code cache. */
function compileWithCache(executor, jestCompile, scriptSource, filename) {
  const context = executor.environment.getVmContext();
  // Node's own modules go through Jest's path, which names them its own way.
  if (context === null || context === undefined || executor.resolution.isCoreModule(filename))
    return jestCompile(scriptSource, filename);
  const cached = codeCache.get(filename);
  // Comparing the strings is a memory compare: cheaper than hashing them.
  const cachedData = cached && cached.source === scriptSource ? cached.data : undefined;
  let compiled;
  try {
    compiled = vm.compileFunction(scriptSource, executor.injectedModuleParameters, {
      filename,
      parsingContext: context,
      cachedData,
      produceCachedData: cachedData === undefined,
      importModuleDynamically: (specifier, _fn, attributes, phase) =>
        executor.dynamicImport(specifier, filename, context, attributes, phase),
    });
  } catch {
    // A syntax error: Jest's compile throws it with the hints Jest adds.
    return jestCompile(scriptSource, filename);
  }
  if (cachedData === undefined && compiled.cachedData) {
    codeCache.set(filename, { source: scriptSource, data: compiled.cachedData });
  } else if (cachedData !== undefined && compiled.cachedDataRejected) {
    codeCache.delete(filename);
  }
  return compiled;
}

class CodeCacheRuntime extends JestRuntime {
  constructor(...args) {
    super(...args);
    // Jest 30 compiles in its module executor; on a Jest without one, modules compile as before.
    const executor = this.executor;
    if (executor && typeof executor.compile === 'function') {
      const jestCompile = executor.compile.bind(executor);
      executor.compile = (scriptSource, filename) => compileWithCache(executor, jestCompile, scriptSource, filename);
    }
    const fileCache = this.fileCache;
    if (fileCache && typeof fileCache.readFile === 'function') {
      const jestRead = fileCache.readFile.bind(fileCache);
      fileCache.readFile = (filename) => readSource(filename, jestRead);
    }
  }
}

module.exports = CodeCacheRuntime;
module.exports.default = CodeCacheRuntime;
