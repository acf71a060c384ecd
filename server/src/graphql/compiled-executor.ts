import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  astFromValue,
  execute,
  type ExecutionResult,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  typeFromAST,
  type TypeNode,
  valueFromASTUntyped,
  type VariableDefinitionNode,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Variables = Record<string, unknown>;

/** How one operation of one query text runs: compiled, on graphql-js, or refused by the compiler. */
type Plan = Compiled | typeof ON_GRAPHQL_JS | ExecutionResult;

/** A compiled operation, with its variables' definitions and their types, found once. */
interface Compiled {
  query: CompiledQuery;
  definitions: readonly VariableDefinitionNode[];
  types: readonly GraphQLInputType[];
}

const ON_GRAPHQL_JS = Symbol('graphql-js');

/**
 * Compiled operations kept, the least recently used dropped first: the client's queries many times
 * over (it has about 70), and a bound on what a stream of different query texts can make us hold.
 */
export const PLANS_KEPT = 500;

/**
 * Executes queries with graphql-jit: each query text's operation, once parsed and validated, is
 * compiled once into a function, and later requests with that text run that function. graphql-js's
 * `execute` walks the document again for every request (collecting fields, building each field's
 * info, checking each value's type): on an uncached page of jobs the compiled query answers 12 to
 * 18 % more requests a second (docs/performance.md). No library plugs another executor into Apollo
 * Server, hence this module.
 *
 * Apollo Server accepts a different executor only through its gateway interface: this "gateway"
 * serves the local schema and only supplies the executor. Parsing, validation (graphql-armor's limits
 * included), the context, plugins and error formatting stay Apollo's.
 *
 * Where graphql-jit differs from graphql-js, graphql-js decides:
 * - variables are checked by graphql-js first, so a bad one is refused with graphql-js's message
 *   and a 400, as before; graphql-jit takes an omitted non-null variable or input field that has a
 *   default as missing, so withInputDefaults gives it its default first;
 * - mutations run on graphql-js, which runs a mutation's fields in order and stops at the first that
 *   fails for good (graphql-jit would go on: one request's aliased sign-in guesses would all run);
 * - an operation whose variable's input type contains itself runs on graphql-js (graphql-jit's
 *   compiler never returns on one);
 * - errors become graphql-js's own (withGraphqlJsErrors).
 */
export function compiledExecutorGateway(schema: GraphQLSchema): GatewayInterface {
  const plans = new LRUCache<string, Plan>({ max: PLANS_KEPT });
  const recursiveInputs = new Map<string, boolean>();

  const planFor = (request: GatewayGraphQLRequestContext, operationName: string | undefined): Plan => {
    // Apollo's hash of the query text: a plan serves every request with the same text.
    if (!request.queryHash) return ON_GRAPHQL_JS;
    const key = `${request.queryHash}:${operationName ?? ''}`;
    const known = plans.get(key);
    if (known) return known;
    const definitions = request.operation.variableDefinitions ?? [];
    let plan: Plan = ON_GRAPHQL_JS;
    if (!definitions.some((definition) => takesItself(schema, definition.type, recursiveInputs))) {
      const query = compileQuery(schema, request.document, operationName);
      const types = definitions.map((definition) => typeFromAST(schema, definition.type) as GraphQLInputType);
      plan = isCompiledQuery(query) ? { query, definitions, types } : query;
    }
    plans.set(key, plan);
    return plan;
  };

  const executor: GatewayExecutor = async (request) => {
    const operationName = request.operationName ?? undefined;
    const plan = request.operation.operation === 'query' ? planFor(request, operationName) : ON_GRAPHQL_JS;
    if (plan === ON_GRAPHQL_JS) {
      return execute({
        schema,
        document: request.document,
        contextValue: request.context,
        variableValues: request.request.variables,
        operationName,
      });
    }
    if (!('query' in plan)) return withGraphqlJsErrors(plan);
    const inputs = (request.request.variables ?? {}) as Variables;
    if (plan.definitions.length > 0) {
      const checked = getVariableValues(schema, plan.definitions, inputs, { maxErrors: 50 });
      if (checked.errors) return { errors: checked.errors };
    }
    const variables = withInputDefaults(plan, inputs);
    return withGraphqlJsErrors(await plan.query.query(undefined, request.context, variables));
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}

/** Whether a variable of this type can hold an input object that holds one of its own type. */
function takesItself(schema: GraphQLSchema, typeNode: TypeNode, known: Map<string, boolean>): boolean {
  const named = getNamedType(typeFromAST(schema, typeNode));
  if (!isInputObjectType(named)) return false;
  const cached = known.get(named.name);
  if (cached !== undefined) return cached;
  const onPath = new Set<string>();
  const loops = (type: GraphQLInputObjectType): boolean => {
    if (onPath.has(type.name)) return true;
    onPath.add(type.name);
    const found = Object.values(type.getFields()).some((field) => {
      const fieldType = getNamedType(field.type);
      return isInputObjectType(fieldType) && loops(fieldType);
    });
    onPath.delete(type.name);
    return found;
  };
  const answer = loops(named);
  known.set(named.name, answer);
  return answer;
}

/**
 * The variables with each omitted one that has a default given it, and so each input object's
 * omitted fields, in the form a client sends (an enum's name, not its value).
 */
function withInputDefaults({ definitions, types }: Compiled, inputs: Variables): Variables {
  let filled: Variables | undefined;
  definitions.forEach((definition, i) => {
    const name = definition.variable.name.value;
    const omitted = inputs[name] === undefined && definition.defaultValue;
    const value = fillDefaults(omitted ? valueFromASTUntyped(definition.defaultValue) : inputs[name], types[i]);
    if (value !== inputs[name]) (filled ??= { ...inputs })[name] = value;
  });
  return filled ?? inputs;
}

function fillDefaults(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const itemType = nullable.ofType as GraphQLInputType;
    if (!Array.isArray(value)) return fillDefaults(value, itemType);
    const items = value.map((item) => fillDefaults(item, itemType));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isInputObjectType(nullable) || typeof value !== 'object') return value;
  const input = value as Variables;
  let copy: Variables | undefined;
  for (const field of Object.values(nullable.getFields())) {
    const given = input[field.name];
    let next = given;
    if (given === undefined && field.defaultValue !== undefined) {
      const ast = astFromValue(field.defaultValue, field.type);
      next = ast ? valueFromASTUntyped(ast) : undefined;
    } else if (isInputObjectType(getNamedType(field.type))) {
      next = fillDefaults(given, field.type);
    }
    if (next !== given) (copy ??= { ...input })[field.name] = next;
  }
  return copy ?? value;
}

/**
 * graphql-jit's errors are its own (graphql-js's prototype, but every property read-only), and
 * Apollo's plugins may rewrite an error's message (graphql-armor masks field suggestions): each
 * becomes graphql-js's own error, with the same message, path, locations, cause and extensions.
 */
function withGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const copy = new GraphQLError(error.message, {
        path: error.path,
        originalError: error.originalError ?? undefined,
        extensions: error.extensions,
      });
      // graphql-js derives locations from AST nodes, which graphql-jit does not keep.
      if (error.locations) Object.assign(copy, { locations: error.locations });
      return copy;
    }),
  };
}
