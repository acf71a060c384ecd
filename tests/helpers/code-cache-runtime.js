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
const vm = require('node:vm');

const JestRuntime = require('jest-runtime').default;

/** filename -> { the source compiled, V8's code cache }. One per worker process. */
const codeCache = new Map();

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
  }
}

module.exports = CodeCacheRuntime;
module.exports.default = CodeCacheRuntime;
